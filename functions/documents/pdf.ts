import { documentParams } from '../../shared/documents/params.ts';
import { getDocument } from '../../shared/documents/service.ts';
import { documentFiles } from '../../shared/einvoice/writers.ts';
import { pdfFile } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('documents.pdf', async ({ principal, params }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  const { pdf } = await documentFiles(principal, await getDocument(principal, type, id));
  return pdfFile(pdf, `${type}-${id}.pdf`);
});
