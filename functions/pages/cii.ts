import { toCii } from '../../shared/einvoice/writers.ts';
import { pageEInvoiceAnswer } from '../../shared/http/einvoice-answer.ts';
import { pageHandler } from '../../shared/http/page-handler.ts';

export const handler = pageHandler('pages.cii', (event) => pageEInvoiceAnswer(event, toCii));
