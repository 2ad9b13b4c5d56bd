/** When an account's invoices are reminded (docs/api.md §14). */
export interface ReminderSettings {
  Enabled: boolean;
  /** Days from DueDate (negative: before it), distinct. */
  Days: number[];
  /** The account's date when reminders were last enabled: no reminder is sent for a date before it. */
  enabledOn?: string;
}

/** Before any PUT: off, no days. */
export const defaultReminders: ReminderSettings = { Enabled: false, Days: [] };
