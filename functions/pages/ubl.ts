import { toUbl } from '../../shared/einvoice/ubl.ts';
import { pageErrors } from '../../shared/http/document-page.ts';
import { pageEInvoiceAnswer } from '../../shared/http/einvoice-answer.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler('pages.ubl', (event) => pageEInvoiceAnswer(event, toUbl), pageErrors);
