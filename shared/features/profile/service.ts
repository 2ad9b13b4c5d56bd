import { isDeepStrictEqual } from 'node:util';
import type { Principal } from '../../access/principal.ts';
import { invalid, notFound } from '../../kernel/errors.ts';
import { definedOnly, retryOnConflict } from '../../kernel/optimistic.ts';
import { identifierProblems } from '../parties/identifiers.ts';
import type { Stores } from '../ports.ts';
import type { Logo, LogoInfo } from './logo.ts';
import { emptyProfile, type Profile } from './model.ts';
import type { ProfileInput } from './schema.ts';

/** A stored profile with every field: empty until set, the ledger accounts the usual ones. */
export const withDefaults = (stored: Partial<Profile> | undefined): Profile => ({
  ...emptyProfile,
  ...stored,
  Accounts: { ...emptyProfile.Accounts, ...stored?.Accounts },
});

/** The account's seller profile; its fields empty until set. */
export async function getProfile(
  deps: Pick<Stores, 'accounts'>,
  principal: Pick<Principal, 'accountId'>,
): Promise<Profile> {
  const stored = await deps.accounts.profile(principal.accountId);
  return withDefaults(stored?.profile);
}

/** Sets the fields sent and keeps the others (a partial PUT), over the version read; one that changes nothing writes nothing. */
export const updateProfile = (
  deps: Pick<Stores, 'accounts'>,
  principal: Pick<Principal, 'accountId'>,
  input: ProfileInput,
): Promise<Profile> =>
  retryOnConflict(async () => {
    const stored = await deps.accounts.profile(principal.accountId);
    const { LatePaymentRate, RecoveryIndemnity, Accounts, ...fields } = input;
    const kept = withDefaults(stored?.profile);
    const profile: Profile = {
      ...kept,
      ...definedOnly({
        ...fields,
        Accounts: { ...kept.Accounts, ...definedOnly(Accounts ?? {}) },
        // null clears a charge.
        LatePaymentRate: LatePaymentRate === null ? '' : LatePaymentRate,
        RecoveryIndemnity: RecoveryIndemnity === null ? '' : RecoveryIndemnity,
      }),
    };
    if (profile.IBAN) profile.IBAN = profile.IBAN.replace(/\s+/g, '').toUpperCase();
    const problems = identifierProblems(profile);
    if (problems.length) throw invalid(problems.map((p) => `${p.field} ${p.message}`).join('; '), problems);
    // Nothing changed: no new version, so no event and no write to pay for.
    if (stored && isDeepStrictEqual(profile, kept)) return profile;
    await deps.accounts.setProfile(principal.accountId, profile, stored?.version ?? 0);
    return profile;
  });

/** Removes the account's logo; 404 when it has none. */
export const removeLogo = (deps: Pick<Stores, 'accounts'>, principal: Pick<Principal, 'accountId'>): Promise<void> =>
  retryOnConflict(async () => {
    const stored = await deps.accounts.profile(principal.accountId);
    if (!stored?.logo) throw notFound('The logo');
    await deps.accounts.setLogo(principal.accountId, undefined, stored.logo);
  });

/** The logo `info` describes, image and all; none when there is none (or it was replaced since `info` was read). */
export async function logoOf(
  deps: Pick<Stores, 'accounts'>,
  accountId: string,
  info: LogoInfo | undefined,
): Promise<Logo | undefined> {
  if (!info) return undefined;
  const bytes = await deps.accounts.logoBytes(accountId, info);
  return bytes ? { info, bytes } : undefined;
}
