import type { ReminderSettings } from './model.ts';

/** The settings as the API shows them. */
export const remindersRecord = (settings: ReminderSettings) => ({ Enabled: settings.Enabled, Days: settings.Days });
