import { pad } from './parts.ts';

/** The keys of the mandates feature's items (docs/data-model.md). */
export const mandatesKeys = {
  mandate: (accountId: string, mandateId: number) => ({ PK: `A#${accountId}`, SK: `MDT#${pad(mandateId)}` }),
  /** GSI1: the account's mandates, oldest first. */
  mandateList: (accountId: string, mandateId: number) => ({ GSI1PK: `A#${accountId}#MDTS`, GSI1SK: pad(mandateId) }),
  /** A client's active mandate: which one its direct debits are collected under. */
  activeMandate: (accountId: string, clientId: number) => ({ PK: `A#${accountId}`, SK: `MDTCLIENT#${pad(clientId)}` }),
};
