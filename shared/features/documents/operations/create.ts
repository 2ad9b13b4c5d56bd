import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { documentTypeParam } from '../params.ts';
import { documentInput } from '../schema.ts';
import { createDocument } from '../service.ts';

/** Create an invoice, estimate or credit note. */
export const documentsCreate = apiOperation({
  name: 'documents.create',
  method: 'POST',
  path: '/api/document.svc/create/{type}',
  handler: 'functions/documents/create.ts',
  access: 'staff-document',
  body: 'json',
  table: write,
  summary: 'Create an invoice, estimate or credit note',
  tag: 'Documents',
  params: documentTypeParam,
  input: documentInput,
  example: {
    DefaultValueUse: true,
    General: { DateIssue: '2026-11-24', OperationCategory: 'services' },
    Client: { Reference: 'ACME' },
    Items: [
      { Description: 'Consulting', UnitRate: 750, Quantity: 2, UnitType: 'day', VAT: 20 },
      { Description: 'Travel', UnitRate: 86.4, Quantity: 1, Discount: 10, VAT: 20 },
    ],
  },
  success: reference,
  errors: [404, 409],
  run: async (
    { principal, params, body },
    deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'mandates' | 'sequences'>,
  ) => {
    const { type } = parse(documentTypeParam, params, 'The path');
    const doc = await createDocument(deps, principal, type, parse(documentInput, body, 'The document'));
    const number = doc.General.Number;
    return text(`Reference: ${number}`, {
      location: `/api/document.svc/get/${doc.type}/${encodeURIComponent(number)}`,
    });
  },
});
