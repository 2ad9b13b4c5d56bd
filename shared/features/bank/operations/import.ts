import { json } from '../../../http/answers.ts';
import { type FileBody, fileBody } from '../../../http/file-body.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import type { Ports, StoresAndQueue } from '../../ports.ts';
import * as answers from '../answers.ts';
import { MAX_STATEMENT_BYTES } from '../formats/limits.ts';
import { statementRecord } from '../present.ts';
import { BANK_IMPORTS_QUEUE, importStatement } from '../statements.ts';

const accepts = { types: ['application/xml', 'text/xml', 'text/csv'], maxBytes: MAX_STATEMENT_BYTES };

/** Import a bank statement (camt.053 or CSV): 202, its credits matched and recorded by the import worker. */
export const bankImport = apiOperation({
  name: 'bank.import',
  method: 'POST',
  path: '/api/bank/statement/import',
  handler: 'functions/bank/import.ts',
  access: 'owner',
  body: 'file',
  accepts,
  bodyAdapter: fileBody(accepts),
  sendsTo: [BANK_IMPORTS_QUEUE],
  storedFiles: 'write',
  table: write,
  summary: 'Import a bank statement',
  tag: 'Bank',
  success: { kind: 'accepted', schema: answers.bankStatement },
  run: async (
    { principal, body },
    deps: StoresAndQueue<
      'accounts' | 'bank' | 'directDebits' | 'documents' | 'mandates' | 'payments' | 'purchases' | 'sequences'
    > &
      Pick<Ports, 'storedFiles'>,
  ) => {
    const file = body as FileBody;
    const statement = await importStatement(deps, principal, {
      kind: file.type === 'text/csv' ? 'csv' : 'xml',
      type: file.type,
      text: file.text,
    });
    return json(statementRecord(statement), { location: `/api/bank/statement/get/${statement.statementId}` }, 202);
  },
});
