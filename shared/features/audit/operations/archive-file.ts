import { storedFileAnswer } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import { archivedFile } from '../archive.ts';
import { archivedFileParams } from '../params.ts';

/** One archived file, byte for byte as it was written; it is never replaced nor deleted (PUT and DELETE: 405). */
export const auditArchiveFile = apiOperation({
  name: 'audit.archive-file',
  method: 'GET',
  path: '/api/audit/archive/{type}/{id}/{name}',
  handler: 'functions/audit/archive-file.ts',
  access: 'owner',
  body: 'none',
  archive: 'read',
  table: read,
  summary: 'One archived file, byte for byte as it was written',
  tag: 'Audit',
  params: archivedFileParams,
  success: { kind: 'file', types: ['application/pdf', 'application/xml'] },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'documents'> & Pick<Ports, 'archive'>) => {
    const { type, id, name } = parse(archivedFileParams, params, 'The path');
    const file = await archivedFile(deps, principal, type, id, name);
    return storedFileAnswer(file.bytes, file.type);
  },
});
