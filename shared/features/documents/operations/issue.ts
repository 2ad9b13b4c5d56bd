import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { issueCreditNote } from '../actions.ts';
import { numberParam } from '../params.ts';

/** Issue a credit note. */
export const documentsIssue = apiOperation({
  name: 'documents.issue',
  method: 'PUT',
  path: '/api/document.svc/action/issue/creditnote/{id}',
  handler: 'functions/documents/issue.ts',
  access: 'staff-invoices',
  body: 'none',
  table: write,
  summary: 'Issue a credit note',
  tag: 'Documents',
  params: numberParam,
  success: yes,
  errors: [404, 409],
  run: async (
    { principal, params },
    deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'sequences'>,
  ) => {
    const { id } = parse(numberParam, params, 'The path');
    await issueCreditNote(deps, principal, id);
    return text('true');
  },
});
