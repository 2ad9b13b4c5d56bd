import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { statementRecord } from '../present.ts';
import { statementParams } from '../schema.ts';
import { getStatement } from '../statements.ts';

/** Get an imported statement: processing or done, and its counts. */
export const bankStatementGet = apiOperation({
  name: 'bank.statement',
  method: 'GET',
  path: '/api/bank/statement/get/{id}',
  handler: 'functions/bank/statement.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: 'Get an imported bank statement',
  tag: 'Bank',
  params: statementParams,
  success: { kind: 'json', schema: answers.bankStatement },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'bank'>) =>
    json(statementRecord(await getStatement(deps, principal, parse(statementParams, params, 'The path').id))),
});
