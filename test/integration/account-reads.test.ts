import { describe, expect, it } from 'vitest';
import { accountsStore } from '../../shared/adapters/dynamodb/accounts-store.ts';
import { withDefaults } from '../../shared/features/profile/service.ts';
import { Conflict } from '../../shared/kernel/errors.ts';
import { inRequestScope } from '../../shared/kernel/request-scope.ts';
import { newAccount, useApi } from '../support/api.ts';
import { getItemsWhile } from '../support/reads.ts';

/**
 * A request reads its account item once (shared/adapters/dynamodb/accounts-store.ts): the
 * clock and the profile from one read, afresh after any write of it; workers read each time.
 */
const api = useApi();

/** Counts the reads of an account's item while `work` runs. */
const accountReads = (accountId: string, work: () => Promise<unknown>) =>
  getItemsWhile((key) => key.PK === `A#${accountId}` && key.SK === 'ACCOUNT', work);

describe('the account item, read once a request', () => {
  it('serves the clock, the profile and the company from one read in a request, and a copy to each caller', async () => {
    const { accountId } = await newAccount('Reads');
    const reads = await accountReads(accountId, () =>
      inRequestScope({}, async () => {
        const first = await accountsStore.profile(accountId);
        first!.profile.City = 'changed by a caller';
        await accountsStore.time(accountId);
        await accountsStore.account(accountId);
        expect((await accountsStore.profile(accountId))!.profile.City).toBeUndefined();
      }),
    );
    expect(reads).toBe(1);
  });

  it('reads afresh after a write of it, and after a write refused for its version', async () => {
    const { accountId } = await newAccount('Reads');
    const reads = await accountReads(accountId, () =>
      inRequestScope({}, async () => {
        const before = await accountsStore.profile(accountId);
        await accountsStore.setProfile(accountId, { ...withDefaults(before!.profile), City: 'Lyon' }, before!.version);
        const after = await accountsStore.profile(accountId);
        expect(after!.profile.City).toBe('Lyon');
        await expect(
          accountsStore.setProfile(accountId, { ...withDefaults(after!.profile), City: 'Nantes' }, before!.version),
        ).rejects.toBeInstanceOf(Conflict);
        expect((await accountsStore.profile(accountId))!.version).toBe(after!.version);
      }),
    );
    expect(reads).toBe(3);
  });

  it('reads each time outside a request (a worker)', async () => {
    const { accountId } = await newAccount('Reads');
    const reads = await accountReads(accountId, async () => {
      await accountsStore.time(accountId);
      await accountsStore.profile(accountId);
    });
    expect(reads).toBe(2);
  });

  it("reads it once for a document's creation, which wants the account's date and its profile", async () => {
    const { accountId, token } = await newAccount('Reads');
    const reads = await accountReads(accountId, async () => {
      const created = await api.call('POST', '/api/document.svc/create/invoice', {
        token,
        json: { Client: { ClientName: 'Acme' }, Items: [{ Description: 'Work', UnitRate: 10, Quantity: 1 }] },
      });
      expect(created.status).toBe(200);
    });
    expect(reads).toBe(1);
  });

  it("reads it for a list of documents only when the list wants the account's date (status=overdue)", async () => {
    const { accountId, token } = await newAccount('Reads');
    const listed = (query: string) =>
      accountReads(accountId, async () => {
        const page = await api.call('GET', `/api/document.svc/list/invoice${query}`, { token });
        expect(page.status).toBe(200);
      });
    expect(await listed('')).toBe(0);
    expect(await listed('?status=sent')).toBe(0);
    expect(await listed('?status=overdue')).toBe(1);
  });
});
