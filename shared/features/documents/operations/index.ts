import { documentsCancel } from './cancel.ts';
import { documentsCreate } from './create.ts';
import { documentsDelete } from './delete.ts';
import { documentsGet } from './get.ts';
import { documentsHistory } from './history.ts';
import { documentsInvoiceEstimate } from './invoice-estimate.ts';
import { documentsIssue } from './issue.ts';
import { documentsList } from './list.ts';
import { documentsPdf } from './pdf.ts';
import { documentsUpdate } from './update.ts';

/** The documents feature's API operations (shared/operations.ts lists every feature's). */
export const documentsOperations = [
  documentsCreate,
  documentsGet,
  documentsUpdate,
  documentsDelete,
  documentsList,
  documentsPdf,
  documentsIssue,
  documentsCancel,
  documentsInvoiceEstimate,
  documentsHistory,
] as const;
