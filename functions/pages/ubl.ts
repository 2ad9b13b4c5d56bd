import { pageEInvoiceAnswer } from '../../shared/http/einvoice-answer.ts';
import { pageHandler } from '../../shared/http/page-handler.ts';
import { toUbl } from '../../shared/renderers/writers.ts';

export const handler = pageHandler('pages.ubl', (event) => pageEInvoiceAnswer(event, toUbl));
