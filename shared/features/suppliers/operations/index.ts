import { suppliersCreate } from './create.ts';
import { suppliersDelete } from './delete.ts';
import { suppliersGet } from './get.ts';
import { suppliersList } from './list.ts';
import { suppliersUpdate } from './update.ts';

/** The suppliers feature's API operations (shared/operations.ts lists every feature's). */
export const suppliersOperations = [
  suppliersCreate,
  suppliersGet,
  suppliersUpdate,
  suppliersDelete,
  suppliersList,
] as const;
