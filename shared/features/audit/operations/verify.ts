import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { verifyJournal } from '../service.ts';

/** Checks the whole journal: the chain, and each document's and payment's content against its Digest. */
export const auditVerify = apiOperation({
  name: 'audit.verify',
  method: 'GET',
  path: '/api/audit/verify',
  handler: 'functions/audit/verify.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: 'Verify the audit journal: the chain, and every object against its Digest',
  tag: 'Audit',
  success: { kind: 'json', schema: answers.verification },
  run: async ({ principal }, deps: Pick<Stores, 'documents' | 'journal' | 'payments'>) =>
    json(await verifyJournal(deps, principal)),
});
