import { purchasesAction } from './action.ts';
import { purchasesFile } from './file.ts';
import { purchasesGet } from './get.ts';
import { purchasesImport } from './import.ts';
import { purchasesImportAttach } from './import-attach.ts';
import { purchasesImportUpload } from './import-upload.ts';
import { purchasesList } from './list.ts';
import { purchasesPaymentCreate } from './payment-create.ts';
import { purchasesPaymentDelete } from './payment-delete.ts';
import { purchasesPaymentList } from './payment-list.ts';
import { purchasesSettle } from './settle.ts';
import { purchasesTransferCancel } from './transfer-cancel.ts';
import { purchasesTransferCreate } from './transfer-create.ts';
import { purchasesTransferGet } from './transfer-get.ts';
import { purchasesTransferList } from './transfer-list.ts';
import { purchasesTransferStatus } from './transfer-status.ts';
import { purchasesUpdate } from './update.ts';

/** The purchases feature's API operations (shared/operations.ts lists every feature's). */
export const purchasesOperations = [
  purchasesImport,
  purchasesImportUpload,
  purchasesImportAttach,
  purchasesGet,
  purchasesFile,
  purchasesList,
  purchasesUpdate,
  purchasesAction,
  purchasesPaymentCreate,
  purchasesPaymentDelete,
  purchasesPaymentList,
  purchasesSettle,
  purchasesTransferCreate,
  purchasesTransferGet,
  purchasesTransferList,
  purchasesTransferCancel,
  purchasesTransferStatus,
] as const;
