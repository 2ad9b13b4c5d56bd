import { clientsCreate } from './create.ts';
import { clientsDelete } from './delete.ts';
import { clientsGet } from './get.ts';
import { clientsList } from './list.ts';
import { clientsUpdate } from './update.ts';

/** The clients feature's API operations (shared/operations.ts lists every feature's). */
export const clientsOperations = [clientsCreate, clientsGet, clientsUpdate, clientsDelete, clientsList] as const;
