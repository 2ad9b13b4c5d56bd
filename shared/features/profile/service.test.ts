import { beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { getProfile, updateProfile } from './service.ts';

let fake: ReturnType<typeof fakePorts>;
beforeEach(() => {
  fake = fakePorts();
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
});

describe('the seller profile', () => {
  it('takes a new version only when a PUT changes something', async () => {
    const principal = { accountId: 'acct' };
    await updateProfile(fake.ports, principal, { LegalName: 'Acme SAS', IBAN: 'FR76 3000 6000 0112 3456 7890 189' });
    expect(fake.profiles.get('acct')?.version).toBe(1);
    // The same values (the IBAN as sent, before it is kept without spaces), or none: nothing written.
    await updateProfile(fake.ports, principal, { LegalName: 'Acme SAS', IBAN: 'FR76 3000 6000 0112 3456 7890 189' });
    await updateProfile(fake.ports, principal, {});
    expect(fake.profiles.get('acct')?.version).toBe(1);
    expect((await getProfile(fake.ports, principal)).IBAN).toBe('FR7630006000011234567890189');
    await updateProfile(fake.ports, principal, { LegalName: 'Acme SA' });
    expect(fake.profiles.get('acct')?.version).toBe(2);
  });
});
