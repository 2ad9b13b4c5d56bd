import { z } from 'zod';
import { limitParam } from '../pagination.ts';
import { emailList } from '../validation.ts';

const email = emailList(254).refine((s) => s !== '' && !s.includes(';'), 'must be one e-mail address');
const tabs = z.strictObject({ Estimates: z.boolean().optional(), Invoices: z.boolean().optional(), Expenses: z.boolean().optional() });
/** Assigned clients: at most 100, so staff lists filter them in one condition. */
const clients = z.array(z.int().min(1)).max(100, 'may name 100 clients at most').transform((ids) => [...new Set(ids)]);

export const staffCreate = z.strictObject({ Email: email, Tabs: tabs.optional(), Clients: clients.optional() });
/** Partial: a sent Tabs object changes only the tabs it names; a sent Clients list replaces the old one. */
export const staffUpdate = z.strictObject({ Email: email.optional(), Tabs: tabs.optional(), Clients: clients.optional() });
export type StaffInput = z.output<typeof staffUpdate>;

export const staffParams = z.strictObject({ user_id: z.string().regex(/^[1-9]\d{0,11}$/, 'must be a user_id').transform(Number) });
export const staffListQuery = z.strictObject({ limit: limitParam, cursor: z.string().optional() });
