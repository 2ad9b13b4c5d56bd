import { apiHandler } from '../../shared/http/api-handler.ts';
import { eInvoiceAnswer } from '../../shared/http/einvoice-answer.ts';
import { toCii } from '../../shared/renderers/writers.ts';

export const handler = apiHandler('documents.cii', (request) => eInvoiceAnswer(request, toCii));
