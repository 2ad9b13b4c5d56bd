import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { reportLifecycle } from '../lifecycle-statuses.ts';
import { lifecycleInput, transmittableParams } from '../schema.ts';

/** Record a lifecycle status of an issued document's e-invoice (a platform calling back through us). */
export const documentsLifecycle = apiOperation({
  name: 'documents.lifecycle',
  method: 'PUT',
  path: '/api/document.svc/action/lifecycle/{type}/{id}',
  handler: 'functions/einvoice/lifecycle.ts',
  access: 'staff-document',
  body: 'json',
  input: lifecycleInput,
  example: { Status: 'approved', At: '2026-11-25T09:30:00+01:00', Reason: 'Bon pour paiement' },
  table: write,
  summary: "Record a lifecycle status of an issued document's e-invoice",
  tag: 'E-invoices',
  params: transmittableParams,
  success: yes,
  errors: [404, 409],
  run: async (
    { principal, params, body },
    deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  ) => {
    const { type, id } = parse(transmittableParams, params, 'The path');
    const input = parse(lifecycleInput, body, 'The lifecycle status');
    await reportLifecycle(deps, principal, type, id, {
      status: input.Status,
      at: input.At ?? new Date().toISOString(),
      ...(input.Reason ? { reason: input.Reason } : {}),
      ...(input.Amount ? { amount: input.Amount } : {}),
    });
    return text('true');
  },
});
