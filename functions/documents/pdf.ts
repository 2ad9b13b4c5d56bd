import { documentParams } from '../../shared/features/documents/params.ts';
import { getDocument } from '../../shared/features/documents/service.ts';
import { pdfFile } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';
import { documentFiles } from '../../shared/renderers/writers.ts';

export const handler = apiHandler('documents.pdf', async ({ principal, params }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  const { pdf } = await documentFiles(principal, await getDocument(principal, type, id));
  return pdfFile(pdf, `${type}-${id}.pdf`);
});
