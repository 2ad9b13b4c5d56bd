import { directDebitBatchCreate } from './batch-create.ts';
import { directDebitBatchGet } from './batch-get.ts';

/** The direct-debit feature's API operations (shared/operations.ts lists every feature's). */
export const directDebitOperations = [directDebitBatchCreate, directDebitBatchGet] as const;
