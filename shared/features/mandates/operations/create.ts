import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { mandateRecord } from '../present.ts';
import { mandateCreate } from '../schema.ts';
import { createMandate } from '../service.ts';

/** Record a SEPA Direct Debit mandate. */
export const mandatesCreate = apiOperation({
  name: 'mandates.create',
  method: 'POST',
  path: '/api/mandate/create',
  handler: 'functions/mandates/create.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: 'Record a SEPA Direct Debit mandate a client signed (its RUM is given)',
  tag: 'Direct debit',
  input: mandateCreate,
  example: {
    Client: 1,
    IBAN: 'DE89370400440532013000',
    BIC: 'COBADEFFXXX',
    Name: 'Payeur SARL',
    SignedAt: '2026-03-01',
    Scheme: 'CORE',
    Type: 'recurring',
  },
  success: { kind: 'json', schema: answers.mandate },
  run: async ({ principal, body }, deps: Pick<Stores, 'clients' | 'mandates' | 'sequences'>) => {
    const mandate = await createMandate(deps, principal, parse(mandateCreate, body, 'The mandate'));
    return json(mandateRecord(mandate), { location: `/api/mandate/get/${mandate.mandateId}` });
  },
});
