import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { documentParams } from '../../documents/params.ts';
import type { Stores } from '../../ports.ts';
import { unshareDocument } from '../service.ts';

/** Revoke every link of a document. */
export const documentsUnshare = apiOperation({
  name: 'documents.unshare',
  method: 'PUT',
  path: '/api/document.svc/action/unshare/{type}/{id}',
  handler: 'functions/sharing/unshare.ts',
  access: 'staff-document',
  body: 'none',
  table: write,
  summary: 'Revoke every link of a document',
  tag: 'Document page',
  params: documentParams,
  success: yes,
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'documents' | 'shares'>) => {
    const { type, id } = parse(documentParams, params, 'The path');
    await unshareDocument(deps, principal, type, id);
    return text('true');
  },
});
