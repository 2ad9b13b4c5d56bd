import { toCii } from '../../shared/einvoice/cii.ts';
import { pageErrors } from '../../shared/http/document-page.ts';
import { pageEInvoiceAnswer } from '../../shared/http/einvoice-answer.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler('pages.cii', (event) => pageEInvoiceAnswer(event, toCii), pageErrors);
