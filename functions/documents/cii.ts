import { toCii } from '../../shared/einvoice/writers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { eInvoiceAnswer } from '../../shared/http/einvoice-answer.ts';

export const handler = apiHandler('documents.cii', (request) => eInvoiceAnswer(request, toCii));
