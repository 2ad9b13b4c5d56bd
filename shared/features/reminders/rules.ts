import { addDays } from '../../kernel/dates.ts';
import type { Document } from '../documents/model.ts';
import { isOpen } from '../documents/settlement.ts';
import type { ReminderSettings } from './model.ts';

/** One reminder a run owes: an invoice's, `days` from its DueDate, falling on `date`. */
export interface DueReminder {
  number: string;
  days: number;
  date: string;
  /** The invoice's earlier reminders this one stands for: a run that catches up sends the latest only. */
  covers?: number[];
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
  notRemindable(doc) === undefined &&
  doc.General.Reminders !== false &&
  // A direct debit with the bank is being collected: no reminder asks the payer to pay it (docs/api.md §19).
  !doc.collection &&
  !(doc.remindedDays ?? []).includes(days);

/**
 * The invoice once a reminder of `days` went out on `sentOn`: what makes it once (with the
 * earlier days it stood for, which never go after it), and its event.
 */
export const withReminder = (doc: Document, days: number, sentOn: string, covers: number[] = []): Document => ({
  ...doc,
  General: { ...doc.General, LastReminder: sentOn },
  remindedDays: [...new Set([...(doc.remindedDays ?? []), ...covers, days])],
  reminderCount: (doc.reminderCount ?? 0) + 1,
});

/**
 * What a run sends of the reminders it found (docs/api.md §14): per invoice, the latest that
 * fell due (a run that catches up on missed days sends one, not a burst), standing for the
 * earlier ones. Oldest date first, as inDateOrder.
 */
export function latestPerInvoice(reminders: DueReminder[]): DueReminder[] {
  const latest = new Map<string, DueReminder>();
  for (const r of inDateOrder(reminders)) {
    const before = latest.get(r.number);
    latest.set(r.number, { ...r, covers: before ? [...(before.covers ?? []), before.days] : [] });
  }
  return inDateOrder([...latest.values()]);
}

/** Whether a manual or earlier reminder already went out on or after the date an automatic one fell on. */
export const remindedSince = (doc: Pick<Document, 'General'>, date: string): boolean =>
  !!doc.General.LastReminder && doc.General.LastReminder >= date;

/** The reminders of one run, oldest date first (then the nearest day): each invoice's in the order they fell due. */
export const inDateOrder = (reminders: DueReminder[]): DueReminder[] =>
  [...reminders].sort((a, b) => a.date.localeCompare(b.date) || a.days - b.days || a.number.localeCompare(b.number));
