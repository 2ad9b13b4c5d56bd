import { isDeepStrictEqual } from 'node:util';
import type { Principal } from '../../access/principal.ts';
import { addDays, daysBetween } from '../../kernel/dates.ts';
import { conflict } from '../../kernel/errors.ts';
import { accountClock } from '../clock/service.ts';
import { getDocument } from '../documents/service.ts';
import type { Stores, StoresAndMail } from '../ports.ts';
import { defaultReminders, type ReminderSettings } from './model.ts';
import { notRemindable } from './rules.ts';
import type { RemindersInput } from './schema.ts';
import { sendReminder } from './send.ts';

/** The account's reminder settings; the default before any PUT. */
export async function getReminders(deps: Pick<Stores, 'accounts'>, principal: Principal): Promise<ReminderSettings> {
  return (await deps.accounts.reminders(principal.accountId)) ?? defaultReminders;
}

/**
 * Changes what is sent (a PUT that changes nothing writes nothing). Enabling records the account's today and starts the runs from it (the
 * first is due at once): the dates that passed while reminders were off are not reminded
 * afterwards, and today's are.
 */
export async function updateReminders(
  deps: Pick<Stores, 'accounts'>,
  principal: Principal,
  input: RemindersInput,
): Promise<ReminderSettings> {
  const before = await getReminders(deps, principal);
  const after: ReminderSettings = { ...before, ...input };
  if (isDeepStrictEqual(after, before)) return before;
  if (!after.Enabled || before.Enabled) {
    await deps.accounts.setReminders(principal.accountId, after);
    return after;
  }
  const { today } = await accountClock(deps, principal.accountId);
  after.enabledOn = today;
  await deps.accounts.setReminders(principal.accountId, after, { through: addDays(today, -1), dueAt: Date.now() });
  return after;
}

/**
 * Sends a reminder of an issued invoice now (docs/api.md §14), whatever the settings and the
 * invoice's `Reminders`: its days are counted from DueDate to the account's today, and count as
 * sent for the automatic ones.
 */
export async function remindNow(
  deps: StoresAndMail<'accounts' | 'clients' | 'documents' | 'limits' | 'shares'>,
  principal: Principal,
  number: string,
  baseUrl: string | undefined,
): Promise<void> {
  const doc = await getDocument(deps, principal, 'invoice', number);
  const reason = notRemindable(doc);
  if (reason) throw conflict(reason);
  const { today } = await accountClock(deps, principal.accountId);
  const days = daysBetween(doc.General.DueDate!, today);
  await sendReminder(deps, principal, doc, { days, date: today, sentOn: today, automatic: false }, baseUrl);
}
