import { actingOwner } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { addDays } from '../../kernel/dates.ts';
import { Failure } from '../../kernel/errors.ts';
import { everyPage } from '../../kernel/pagination.ts';
import { realStartOf } from '../clock/model.ts';
import { accountClock } from '../clock/service.ts';
import type { StoresAndMail } from '../ports.ts';
import {
  type DueReminder,
  doneThrough,
  dueDatesFor,
  inDateOrder,
  latestPerInvoice,
  owesAutomaticReminder,
  remindedSince,
} from './rules.ts';
import { sendReminder } from './send.ts';

/** How a run of reminders ended: finished, out of time, or stopped by the mail quota (either way the account stays due, and the next scheduled run goes on). */
export interface RemindersRun {
  sent: number;
  ended: 'done' | 'out_of_time' | 'quota';
}

/** The reminders of the dates after `through` up to `today`: a Query of the open invoices per day of `Days`. */
async function dueReminders(
  deps: StoresAndMail<'documents'>,
  accountId: string,
  days: number[],
  through: string,
  today: string,
) {
  const due: DueReminder[] = [];
  for (const d of days) {
    const { from, to } = dueDatesFor(d, through, today);
    if (from > to) continue;
    for (const folder of ['active', 'archived'] as const)
      for (const doc of await everyPage((start) =>
        deps.documents.openByDueDate(accountId, folder, from, to, 100, start),
      ))
        if (owesAutomaticReminder(doc, d))
          due.push({ number: doc.General.Number, days: d, date: addDays(doc.General.DueDate!, d) });
  }
  return due;
}

/**
 * Sends an account's automatic reminders (docs/api.md §14) of every date since the last run up
 * to its today, oldest first, each (invoice, days) at most once, then records the date done and
 * when the next one starts. Stops at `until` (epoch ms) or at the mail quota, having recorded
 * the dates finished: the rest go in the next run.
 */
export async function remindDue(
  deps: StoresAndMail<'accounts' | 'clients' | 'documents' | 'limits' | 'shares'>,
  accountId: string,
  until: number,
): Promise<RemindersRun> {
  const settings = await deps.accounts.reminders(accountId);
  if (!settings?.Enabled) return { sent: 0, ended: 'done' };
  const clock = await accountClock(deps, accountId);
  const { today } = clock;
  const through = doneThrough(settings, today);
  const doneUpTo = (date: string) =>
    deps.accounts.advanceReminders(accountId, { through: date, dueAt: realStartOf(clock, addDays(date, 1)) });
  let sent = 0;
  const found = await dueReminders(deps, accountId, settings.Days, through, today);
  // A test clock moved forward plays the days between as they would have been (docs/api.md §13):
  // each reminder on its own date. Real days that no run reached (the service down, a
  // backlog) are caught up with one reminder per invoice, the latest, worded for today.
  const catchingUp = !clock.simulated;
  const reminders = catchingUp ? latestPerInvoice(found) : inDateOrder(found);
  for (const reminder of reminders) {
    if (Date.now() >= until) {
      await doneUpTo(addDays(reminder.date, -1));
      return { sent, ended: 'out_of_time' };
    }
    // The index is read eventually: the invoice is read again as it is now.
    const doc = await deps.documents.get(accountId, 'invoice', reminder.number);
    if (
      !doc ||
      !owesAutomaticReminder(doc, reminder.days) ||
      remindedSince(doc, reminder.date) ||
      addDays(doc.General.DueDate!, reminder.days) !== reminder.date
    )
      continue;
    try {
      const went = await sendReminder(
        deps,
        actingOwner(accountId),
        doc,
        {
          days: reminder.days,
          date: reminder.date,
          sentOn: catchingUp ? today : reminder.date,
          automatic: true,
          covers: reminder.covers ?? [],
        },
        config.publicBaseUrl || undefined,
      );
      if (went) sent += 1;
    } catch (error) {
      if (!(error instanceof Failure && error.kind === 'over_limit')) throw error;
      await doneUpTo(addDays(reminder.date, -1));
      return { sent, ended: 'quota' };
    }
  }
  await doneUpTo(today);
  return { sent, ended: 'done' };
}
