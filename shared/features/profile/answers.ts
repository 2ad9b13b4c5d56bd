/**
 * The profile feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, text } from '../../kernel/answers.ts';
import { emptyProfile } from './model.ts';

/** The seller profile (docs/api.md §10). */
export const profile = component(
  'Profile',
  z.object({
    ...Object.fromEntries(
      Object.keys(emptyProfile)
        .filter(
          (field) =>
            ![
              'LatePaymentRate',
              'RecoveryIndemnity',
              'Accounts',
              'VATOnDebits',
              'VATFranchise',
              'DirectDebitNoticeDays',
              'OnlinePartialPayments',
              'Numbering',
            ].includes(field),
        )
        .map((field) => [field, text]),
    ),
    VATOnDebits: z.boolean(),
    VATFranchise: z.boolean(),
    DirectDebitNoticeDays: z.int(),
    OnlinePartialPayments: z.boolean(),
    Numbering: z.enum(['at_create', 'at_issue']),
    Accounts: z.object({ Clients: text, Sales: text, VAT: text, Bank: text, Suppliers: text, DeductibleVAT: text }),
    LatePaymentRate: z.nullable(z.number()),
    RecoveryIndemnity: z.nullable(z.number()),
  }),
);

/** What the seller profile lacks for its country (docs/api.md §10, what an invoice states). */
export const profileCheck = z.object({
  Country: text,
  Missing: z.array(z.object({ field: text, why: text })),
});

/** The seller's logo, as the profile keeps it (docs/api.md §10). */
export const logo = z.object({
  Type: z.enum(['image/png', 'image/jpeg']),
  Width: z.int(),
  Height: z.int(),
  Bytes: z.int(),
  Hash: text,
});
