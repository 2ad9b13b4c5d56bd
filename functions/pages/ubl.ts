import { toUbl } from '../../shared/einvoice/writers.ts';
import { pageEInvoiceAnswer } from '../../shared/http/einvoice-answer.ts';
import { pageHandler } from '../../shared/http/page-handler.ts';

export const handler = pageHandler('pages.ubl', (event) => pageEInvoiceAnswer(event, toUbl));
