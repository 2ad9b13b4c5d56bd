import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { clientIdParam } from '../../clients/params.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { statementRecord } from '../present.ts';
import { statementQuery } from '../schema.ts';
import { clientStatement } from '../service.ts';

/** A client's statement of account. */
export const statementsGet = apiOperation({
  name: 'statements.get',
  method: 'GET',
  path: '/api/client/statement/{id}',
  handler: 'functions/statements/get.ts',
  access: 'staff',
  body: 'none',
  table: read,
  summary: "A client's statement of account: per currency, opening balance, movements, closing balance",
  tag: 'Clients',
  params: clientIdParam,
  query: statementQuery,
  success: { kind: 'json', schema: answers.statement },
  errors: [404],
  run: async ({ principal, params, query }, deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>) => {
    const { id } = parse(clientIdParam, params, 'The path');
    const range = parse(statementQuery, query, 'The query');
    return json(statementRecord(await clientStatement(deps, principal, id, range)));
  },
});
