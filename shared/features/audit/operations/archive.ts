import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { documentParams } from '../../documents/params.ts';
import * as answers from '../answers.ts';
import { type ArchiveDeps, archivedType, listArchive } from '../archive.ts';

/** An issued document's archive: its files as issued, written once. */
export const auditArchive = apiOperation({
  name: 'audit.archive',
  method: 'GET',
  path: '/api/audit/archive/{type}/{id}',
  handler: 'functions/audit/archive.ts',
  access: 'owner',
  body: 'none',
  archive: 'write',
  makesPdf: true,
  table: read,
  summary: "An issued document's archive: its Factur-X PDF, UBL, CII and lifecycle messages",
  tag: 'Audit',
  params: documentParams,
  success: { kind: 'json', schema: answers.archive },
  errors: [404],
  run: async ({ principal, params }, deps: ArchiveDeps<'accounts' | 'clients' | 'documents'>) => {
    const { type, id } = parse(documentParams, params, 'The path');
    const names = await listArchive(deps, principal, type, id);
    const base = `/api/audit/archive/${type}/${encodeURIComponent(id)}`;
    return json(names.map((Name) => ({ Name, Type: archivedType(Name), Url: `${base}/${Name}` })));
  },
});
