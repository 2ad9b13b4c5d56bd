/**
 * The staff feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, number, text } from '../../kernel/answers.ts';

const tabs = z.record(z.string(), z.boolean());

/** A staff user (list, update). */
export const staffUser = component(
  'StaffUser',
  z.object({ user_id: number, Email: text, Tabs: tabs, Clients: z.array(number) }),
);

/** `POST /api/staff/create`: the new user and its token, shown once. */
export const staffCreated = component('StaffCreated', z.object({ user_id: number, token: text }));
