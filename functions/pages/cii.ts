import { pageEInvoiceAnswer } from '../../shared/http/einvoice-answer.ts';
import { pageHandler } from '../../shared/http/page-handler.ts';
import { toCii } from '../../shared/renderers/writers.ts';

export const handler = pageHandler('pages.cii', (event) => pageEInvoiceAnswer(event, toCii));
