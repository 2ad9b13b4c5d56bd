import { directDebitBatchCreate } from './batch-create.ts';
import { directDebitBatchGet } from './batch-get.ts';
import { directDebitBatchList } from './batch-list.ts';
import { pagesMandate } from './page-mandate.ts';

/** The direct-debit feature's API operations (shared/operations.ts lists every feature's). */
export const directDebitOperations = [
  directDebitBatchCreate,
  directDebitBatchGet,
  directDebitBatchList,
  pagesMandate,
] as const;
