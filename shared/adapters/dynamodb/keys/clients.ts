import { pad } from './parts.ts';

/** The keys of the clients feature's items (docs/data-model.md). */
export const clientsKeys = {
  client: (accountId: string, clientId: number) => ({ PK: `A#${accountId}`, SK: `CLIENT#${pad(clientId)}` }),
  clientReference: (accountId: string, reference: string) => ({ PK: `A#${accountId}`, SK: `CLIENTREF#${reference}` }),
  /** GSI1: the clients of one folder, newest client_id first. */
  clientList: (accountId: string, folder: string, clientId: number) => ({
    GSI1PK: `A#${accountId}#CLIENTS#${folder}`,
    GSI1SK: pad(clientId),
  }),
};
