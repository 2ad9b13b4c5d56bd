import { pad } from './parts.ts';

/** The keys of the accounts feature's items (docs/data-model.md). */
export const accountsKeys = {
  account: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'ACCOUNT' }),
  companyName: (company: string) => ({ PK: `COMPANY#${company.toLowerCase()}`, SK: 'COMPANY' }),
  sequence: (accountId: string, kind: string) => ({ PK: `A#${accountId}`, SK: `SEQ#${kind}` }),
  user: (accountId: string, userId: number) => ({ PK: `A#${accountId}`, SK: `USER#${pad(userId)}` }),
  token: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  /** A name an account may use once, ever (a late fee's invoice and date), taken in the write that uses it. */
  claim: (accountId: string, name: string) => ({ PK: `A#${accountId}`, SK: `CLAIM#${name}` }),
  userPrefix: 'USER#',
};
