import { delimited, pad } from './parts.ts';

/** The keys of the einvoice feature's items (docs/data-model.md). */
export const einvoiceKeys = {
  /** The account's own e-invoicing platform (its secret sealed). */
  platformSettings: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'PLATFORM' }),
  /** A lifecycle message the platform sent, once by its id. */
  platformMessage: (accountId: string, id: string) => ({ PK: `A#${accountId}`, SK: `PMSG#${delimited(id)}` }),
  /** The same message in its status's list (GSI1), newest first. */
  platformMessageList: (accountId: string, status: string, receivedAt: number, id: string) => ({
    GSI1PK: `A#${accountId}#PMSGS#${status}`,
    GSI1SK: `${pad(receivedAt)}#${delimited(id)}`,
  }),
};
