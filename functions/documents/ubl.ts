import { apiHandler } from '../../shared/http/api-handler.ts';
import { eInvoiceAnswer } from '../../shared/http/einvoice-answer.ts';
import { toUbl } from '../../shared/renderers/writers.ts';

export const handler = apiHandler('documents.ubl', (request) => eInvoiceAnswer(request, toUbl));
