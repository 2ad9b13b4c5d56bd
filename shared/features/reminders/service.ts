import type { Principal } from '../../access/principal.ts';
import { accountClock } from '../clock/service.ts';
import type { Stores } from '../ports.ts';
import { defaultReminders, type ReminderSettings } from './model.ts';
import type { RemindersInput } from './schema.ts';

/** The account's reminder settings; the default before any PUT. */
export async function getReminders(deps: Pick<Stores, 'accounts'>, principal: Principal): Promise<ReminderSettings> {
  return (await deps.accounts.reminders(principal.accountId)) ?? defaultReminders;
}

/**
 * Changes what is sent; enabling records the account's today, so the dates that passed while
 * reminders were off are not reminded afterwards.
 */
export async function updateReminders(
  deps: Pick<Stores, 'accounts'>,
  principal: Principal,
  input: RemindersInput,
): Promise<ReminderSettings> {
  const before = await getReminders(deps, principal);
  const after: ReminderSettings = { ...before, ...input };
  if (after.Enabled && !before.Enabled) after.enabledOn = (await accountClock(deps, principal.accountId)).today;
  await deps.accounts.setReminders(principal.accountId, after);
  return after;
}
