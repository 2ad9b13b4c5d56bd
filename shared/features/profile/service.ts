import type { Principal } from '../../access/principal.ts';
import { definedOnly, retryOnConflict } from '../../kernel/optimistic.ts';
import type { Stores } from '../ports.ts';
import { emptyProfile, type Profile } from './model.ts';
import type { ProfileInput } from './schema.ts';

/** The account's seller profile; its fields empty until set. */
export async function getProfile(deps: Stores, principal: Pick<Principal, 'accountId'>): Promise<Profile> {
  const stored = await deps.accounts.profile(principal.accountId);
  return { ...emptyProfile, ...stored?.profile };
}

/** Sets the fields sent and keeps the others (a partial PUT), over the version read. */
export const updateProfile = (
  deps: Stores,
  principal: Pick<Principal, 'accountId'>,
  input: ProfileInput,
): Promise<Profile> =>
  retryOnConflict(async () => {
    const stored = await deps.accounts.profile(principal.accountId);
    const { LatePaymentRate, RecoveryIndemnity, ...fields } = input;
    const profile: Profile = {
      ...emptyProfile,
      ...stored?.profile,
      ...definedOnly({
        ...fields,
        // null clears a charge.
        LatePaymentRate: LatePaymentRate === null ? '' : LatePaymentRate,
        RecoveryIndemnity: RecoveryIndemnity === null ? '' : RecoveryIndemnity,
      }),
    };
    if (profile.IBAN) profile.IBAN = profile.IBAN.replace(/\s+/g, '').toUpperCase();
    await deps.accounts.setProfile(principal.accountId, profile, stored?.version ?? 0);
    return profile;
  });
