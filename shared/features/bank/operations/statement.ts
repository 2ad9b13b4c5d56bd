import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, StoresAndQueue } from '../../ports.ts';
import * as answers from '../answers.ts';
import { statementRecord } from '../present.ts';
import { statementParams } from '../schema.ts';
import { BANK_IMPORTS_QUEUE, getStatement } from '../service.ts';

/** Get an imported statement: processing or done, and its counts. */
export const bankStatementGet = apiOperation({
  name: 'bank.statement',
  method: 'GET',
  path: '/api/bank/statement/get/{id}',
  handler: 'functions/bank/statement.ts',
  access: 'owner',
  body: 'none',
  // A read that finds its credits' message lost queues them again (docs/bank-reconciliation.md).
  sendsTo: [BANK_IMPORTS_QUEUE],
  storedFiles: 'read',
  table: [...read, 'UpdateItem'],
  summary: 'Get an imported bank statement',
  tag: 'Bank',
  params: statementParams,
  success: { kind: 'json', schema: answers.bankStatement },
  errors: [404],
  run: async ({ principal, params }, deps: StoresAndQueue & Pick<Ports, 'storedFiles'>) =>
    json(statementRecord(await getStatement(deps, principal, parse(statementParams, params, 'The path').id))),
});
