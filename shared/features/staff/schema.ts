import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { emailList, idText } from '../../kernel/validation.ts';

const optional = z.optional;
const email = emailList(254).check(z.refine((s: string) => s !== '' && !s.includes(';'), 'must be one e-mail address'));
const tabs = z.strictObject({
  Estimates: optional(z.boolean()),
  Invoices: optional(z.boolean()),
  Expenses: optional(z.boolean()),
});
/** Assigned clients: at most 100, so staff lists filter them in one condition. */
const clients = z.pipe(
  z.array(z.int().check(z.gte(1))).check(z.maxLength(100, 'may name 100 clients at most')),
  z.transform((ids: number[]) => [...new Set(ids)]),
);

/** The staff create body (docs/api.md §2). */
export const staffCreateInput = z.strictObject({ Email: email, Tabs: optional(tabs), Clients: optional(clients) });
/** Partial: a sent Tabs object changes only the tabs it names; a sent Clients list replaces the old one. */
export const staffUpdateInput = z.strictObject({
  Email: optional(email),
  Tabs: optional(tabs),
  Clients: optional(clients),
});
/** A staff create or update body, parsed. */
export type StaffInput = z.output<typeof staffUpdateInput>;

/** The path of an operation on one staff user. */
export const staffParams = z.strictObject({ user_id: idText('a user_id') });
/** The staff list's query: paging. */
export const staffListQuery = z.strictObject({ limit: limitParam, cursor: optional(z.string()) });
