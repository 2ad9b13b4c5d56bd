import { staffCreate } from './create.ts';
import { staffDelete } from './delete.ts';
import { staffList } from './list.ts';
import { staffUpdate } from './update.ts';

/** The staff feature's API operations (shared/operations.ts lists every feature's). */
export const staffOperations = [staffCreate, staffUpdate, staffList, staffDelete] as const;
