/** Settings every function reads from its environment; read once, on first use. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export const config = {
  get tableName(): string {
    return required('TABLE_NAME');
  },
  /** Set only by the local runtime and tests: DynamoDB Local's address. */
  get dynamoEndpoint(): string | undefined {
    return process.env.DYNAMODB_ENDPOINT || undefined;
  },
  /** Key (base64) that signs list cursors, so a cursor the service did not issue is refused. */
  get cursorSigningKey(): Buffer {
    return Buffer.from(required('CURSOR_SIGNING_KEY'), 'base64');
  },
};
