import { documentParams } from '../../shared/documents/params.ts';
import { getDocument } from '../../shared/documents/service.ts';
import { documentFiles } from '../../shared/einvoice/pdf.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('documents.pdf', async ({ principal, params }) => {
  const { type, id } = parse(documentParams, params, 'The path');
  const { pdf } = await documentFiles(principal, await getDocument(principal, type, id));
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${type}-${id}.pdf"` },
    body: Buffer.from(pdf).toString('base64'),
    isBase64Encoded: true,
  };
});
