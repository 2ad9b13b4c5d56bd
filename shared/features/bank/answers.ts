/**
 * The bank feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, text } from '../../kernel/answers.ts';

/** An imported bank statement (docs/api.md §15). */
export const bankStatement = component(
  'BankStatement',
  z.object({
    statement_id: z.int(),
    Status: z.enum(['processing', 'done']),
    Format: text,
    IBAN: text,
    Entries: z.int(),
    Credits: z.int(),
    Matched: z.int(),
    Unmatched: z.int(),
    Duplicates: z.int(),
    Ignored: z.int(),
    PurchasesPaid: z.int(),
    PurchasesReturned: z.int(),
    CreatedAt: text,
  }),
);

/** A bank entry: a booked credit of a statement, and what became of it (docs/api.md §15). */
export const bankEntry = component(
  'BankEntry',
  z.object({
    entry_id: z.int(),
    statement_id: z.int(),
    Date: text,
    Amount: z.number(),
    Currency: text,
    Name: text,
    Reference: text,
    BankRef: text,
    Status: z.enum(['matched', 'unmatched', 'ignored']),
    Reason: z.nullable(
      z.enum(['no_reference', 'overpayment', 'already_paid', 'cancelled', 'currency', 'not_issued', 'payment_deleted']),
    ),
    payment_id: z.nullable(z.int()),
    Invoice: z.nullable(text),
  }),
);
