import { addDays } from '../../kernel/dates.ts';
import type { Document } from '../documents/model.ts';
import { isOpen } from '../documents/settlement.ts';
import type { ReminderSettings } from './model.ts';

/** One reminder a run owes: an invoice's, `days` from its DueDate, falling on `date`. */
export interface DueReminder {
  number: string;
  days: number;
  date: string;
}

/**
 * The DueDates whose reminder of `days` falls after `through` (the last date a run finished)
 * and on or before `today`: each run reads only the dates new since the last, whatever the
 * number of open invoices.
 */
export const dueDatesFor = (days: number, through: string, today: string) => ({
  from: addDays(through, 1 - days),
  to: addDays(today, -days),
});

/** The last date whose reminders are done: before any run, the day before reminders were enabled. */
export const doneThrough = (settings: ReminderSettings, today: string): string =>
  settings.through ?? addDays(settings.enabledOn ?? today, -1);

/** Why an invoice cannot be reminded at all (manual or automatic), or undefined: it is issued, open and owes money. */
export function notRemindable(doc: Document): string | undefined {
  if (doc.type !== 'invoice') return 'Only an invoice is reminded.';
  if (doc.General.Status === 'draft') return `The invoice ${doc.General.Number} is a draft: send it first.`;
  if (doc.General.Status !== 'sent' && doc.General.Status !== 'partial')
    return `The invoice ${doc.General.Number} is ${doc.General.Status}: nothing is due.`;
  if (!isOpen(doc)) return `The invoice ${doc.General.Number} has no DueDate to remind of.`;
  return undefined;
}

/** Whether the automatic reminder of `days` still goes to this invoice: open, not opted out, not sent before. */
export const owesAutomaticReminder = (doc: Document, days: number): boolean =>
  notRemindable(doc) === undefined && doc.General.Reminders !== false && !(doc.remindedDays ?? []).includes(days);

/** The invoice once a reminder of `days` went out on `date`: what makes it once, and its event. */
export const withReminder = (doc: Document, days: number, date: string): Document => ({
  ...doc,
  General: { ...doc.General, LastReminder: date },
  remindedDays: [...new Set([...(doc.remindedDays ?? []), days])],
  reminderCount: (doc.reminderCount ?? 0) + 1,
});

/** The reminders of one run, oldest date first (then the nearest day): each invoice's in the order they fell due. */
export const inDateOrder = (reminders: DueReminder[]): DueReminder[] =>
  [...reminders].sort((a, b) => a.date.localeCompare(b.date) || a.days - b.days || a.number.localeCompare(b.number));
