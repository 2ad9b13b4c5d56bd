/** When an account's invoices are reminded (docs/api.md §14). */
export interface ReminderSettings {
  Enabled: boolean;
  /** Days from DueDate (negative: before it), distinct. */
  Days: number[];
  /** The account's date when reminders were last enabled: no reminder is sent for a date before it. */
  enabledOn?: string;
  /** Read only: the last account date whose automatic reminders were all handled; the next run starts the day after. */
  through?: string;
}

/** Where the automatic reminders stand: the last date done, and when (real epoch ms) the next date starts. */
export interface ReminderRun {
  through: string;
  dueAt: number;
}

/** Before any PUT: off, no days. */
export const defaultReminders: ReminderSettings = { Enabled: false, Days: [] };
