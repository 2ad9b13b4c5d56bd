/** The keys of the profile feature's items (docs/data-model.md). */
export const profileKeys = {
  /** A part of an account's logo image (each under DynamoDB's item size), named by the image's hash. */
  logoPart: (accountId: string, hash: string, part: number) => ({ PK: `A#${accountId}`, SK: `LOGO#${hash}#${part}` }),
};
