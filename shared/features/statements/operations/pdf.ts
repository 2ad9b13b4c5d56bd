import { pdfFile } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { statementPdf } from '../../../renderers/writers.ts';
import { clientIdParam } from '../../clients/params.ts';
import { documentLocale } from '../../documents/wording.ts';
import type { Stores } from '../../ports.ts';
import { logoOf } from '../../profile/service.ts';
import { statementQuery } from '../schema.ts';
import { clientStatement } from '../service.ts';

/** A client's statement of account as a PDF. */
export const statementsPdf = apiOperation({
  name: 'statements.pdf',
  method: 'GET',
  path: '/api/client/statement/{id}/pdf',
  handler: 'functions/statements/pdf.ts',
  access: 'staff',
  body: 'none',
  makesPdf: true,
  table: read,
  summary: "A client's statement of account as a PDF",
  tag: 'Clients',
  params: clientIdParam,
  query: statementQuery,
  success: { kind: 'pdf' },
  errors: [404],
  run: async ({ principal, params, query }, deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>) => {
    const { id } = parse(clientIdParam, params, 'The path');
    const range = parse(statementQuery, query, 'The query');
    const [statement, seller] = await Promise.all([
      clientStatement(deps, principal, id, range),
      deps.accounts.profile(principal.accountId),
    ]);
    const name = seller?.profile.LegalName || seller?.company || principal.company;
    const logo = await logoOf(deps, principal.accountId, seller?.logo);
    return pdfFile(await statementPdf(statement, name, documentLocale(statement.culture), logo), `statement-${id}.pdf`);
  },
});
