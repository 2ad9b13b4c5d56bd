/** Key builders: every item of an account lives under its partition `A#<accountId>`. */
const pad = (n: number) => String(n).padStart(12, '0');

export const keys = {
  account: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'ACCOUNT' }),
  companyName: (company: string) => ({ PK: `COMPANY#${company.toLowerCase()}`, SK: 'COMPANY' }),
  sequence: (accountId: string, kind: string) => ({ PK: `A#${accountId}`, SK: `SEQ#${kind}` }),
  user: (accountId: string, userId: number) => ({ PK: `A#${accountId}`, SK: `USER#${pad(userId)}` }),
  token: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  client: (accountId: string, clientId: number) => ({ PK: `A#${accountId}`, SK: `CLIENT#${pad(clientId)}` }),
  clientReference: (accountId: string, reference: string) => ({ PK: `A#${accountId}`, SK: `CLIENTREF#${reference}` }),
  /** GSI1: the clients of one folder, newest client_id first. */
  clientList: (accountId: string, folder: string, clientId: number) => ({
    GSI1PK: `A#${accountId}#CLIENTS#${folder}`,
    GSI1SK: pad(clientId),
  }),
};
