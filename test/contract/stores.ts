/**
 * What every implementation of the storage ports promises, as one suite: the DynamoDB stores
 * (test/integration/stores.test.ts) and the in-memory fakes the unit tests use
 * (test/unit/stores.test.ts) both run it, so a fake cannot drift from the table it stands for.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { applyClientInput, newClient } from '../../shared/features/clients/rules.ts';
import { clientSearch } from '../../shared/features/clients/search.ts';
import { historyEntry, historyNote } from '../../shared/features/documents/history.ts';
import type { CreditEntry, Document } from '../../shared/features/documents/model.ts';
import { newDocument } from '../../shared/features/documents/rules.ts';
import type { Mandate } from '../../shared/features/mandates/model.ts';
import type { Stores } from '../../shared/features/ports.ts';
import { type Purchase, TRANSFER_CLAIM_HOLDS_MS } from '../../shared/features/purchases/model.ts';
import type { Recurring } from '../../shared/features/recurring/model.ts';
import type { ShareLink } from '../../shared/features/sharing/model.ts';
import type { Supplier } from '../../shared/features/suppliers/model.ts';
import type { Callback } from '../../shared/features/webhooks/model.ts';
import { Conflict } from '../../shared/kernel/errors.ts';

const reason = (call: Promise<unknown>): Promise<string> =>
  call.then(
    () => 'ok',
    (error: unknown) => (error instanceof Conflict ? error.reason : String(error)),
  );

const client = (accountId: string, clientId: number, Reference: string) =>
  applyClientInput(newClient(accountId, clientId, Date.now(), 1), {
    Reference,
    Company: { CompanyName: `Client ${clientId}` },
  });

const invoice = (accountId: string, number: string): Document => {
  const doc = newDocument(accountId, 'invoice', Date.now(), 1);
  return { ...doc, General: { ...doc.General, Number: number, Currency: 'EUR' } };
};

/** An issued deposit invoice, free to be deducted. */
const deposit = (accountId: string, number: string): Document => {
  const doc = invoice(accountId, number);
  return { ...doc, General: { ...doc.General, Deposit: true, Status: 'sent' } };
};

const callback = (accountId: string, callbackId: number): Callback => ({
  accountId,
  callbackId,
  event: 'invoice.create',
  uri: 'https://example.com/hook',
  verified: false,
  verifier: 'v',
  secret: 'whsec_eA==',
  verificationsSent: 1,
  createdAt: Date.now(),
  createdBy: 1,
});

/** Supplier 1, with nothing but its name: the one `approvedPurchase` is from. */
const supplierOne = (accountId: string) => ({
  accountId,
  supplierId: 1,
  createdAt: 1,
  version: 0,
  updatedBy: 1,
  Name: 'S',
  purchases: 0,
});

/** An approved purchase of 120 EUR from supplier 1, not paid yet. */
const approvedPurchase = (accountId: string): Purchase => ({
  accountId,
  purchaseId: 1,
  createdAt: Date.now(),
  createdBy: 1,
  updatedBy: 1,
  version: 0,
  supplierId: 1,
  source: 'upload',
  file: { key: 'files/x', type: 'application/xml', syntax: 'UBL', size: 1, sha256: '' },
  docType: 'invoice',
  TypeCode: '380',
  Number: 'F#1',
  DateIssue: '2026-03-10',
  Currency: 'EUR',
  Lines: [],
  rates: [],
  TotalHT: '100',
  TotalVAT: '20',
  TotalNET: '120',
  Payable: '120',
  Validation: { Valid: true, Rules: [], RuleSet: 'en16931-core' },
  Status: 'approved',
  history: [],
  payments: [],
  TotalPaid: '0',
});

/** Runs the contract on the stores `make` gives; each case uses an account of its own. */
export function storeContract(name: string, make: () => Stores) {
  describe(`the storage ports' contract: ${name}`, () => {
    const account = () => `contract-${randomUUID()}`;

    it('counts each sequence from 1, per account and kind, without gaps', async () => {
      const stores = make();
      const [a, b] = [account(), account()];
      expect([await stores.sequences.next(a, 'client'), await stores.sequences.next(a, 'client')]).toEqual([1, 2]);
      expect(await stores.sequences.next(a, 'invoice')).toBe(1);
      expect(await stores.sequences.next(b, 'client')).toBe(1);
    });

    it('keeps client References unique, and refuses a write from a stale read', async () => {
      const stores = make();
      const acct = account();
      const first = client(acct, 1, 'ACME');
      await stores.clients.insert(first, clientSearch(first));
      expect(await stores.clients.get(acct, 1)).toMatchObject({ clientId: 1, Reference: 'ACME', version: 0 });
      expect(await stores.clients.byReference(acct, 'ACME')).toMatchObject({ clientId: 1 });

      const twin = client(acct, 2, 'ACME');
      expect(await reason(stores.clients.insert(twin, clientSearch(twin)))).toBe('taken');
      expect(await stores.clients.get(acct, 2)).toBeUndefined();

      const other = client(acct, 3, 'OTHER');
      await stores.clients.insert(other, clientSearch(other));
      const renamed = { ...other, Reference: 'ACME', version: 1 };
      expect(await reason(stores.clients.replace(other, renamed, clientSearch(renamed)))).toBe('taken');

      const updated = { ...first, Notes: 'first', version: 1 };
      await stores.clients.replace(first, updated, clientSearch(updated));
      const stale = { ...first, Notes: 'lost', version: 1 };
      expect(await reason(stores.clients.replace(first, stale, clientSearch(stale)))).toBe('changed');
      expect(await stores.clients.get(acct, 1)).toMatchObject({ Notes: 'first', version: 1 });

      const deleted = { ...updated, folder: 'deleted' as const, version: 2 };
      await stores.clients.replace(updated, deleted, clientSearch(deleted));
      expect([...(await stores.clients.liveIds(acct, [1, 3, 99]))].sort()).toEqual([3]);
    });

    it('keeps document Numbers unique per type, and refuses a write from a stale read', async () => {
      const stores = make();
      const acct = account();
      const doc = invoice(acct, 'INV-1');
      await stores.documents.write([{ after: doc }], [historyEntry({ userId: 1 }, doc, 'create')]);
      expect(await stores.documents.get(acct, 'invoice', 'INV-1')).toMatchObject({ General: { Number: 'INV-1' } });
      expect(await stores.documents.get(acct, 'estimate', 'INV-1')).toBeUndefined();

      const twin = invoice(acct, 'INV-1');
      expect(await reason(stores.documents.write([{ after: twin }], []))).toBe('taken');

      const changed = { ...doc, version: 1, General: { ...doc.General, Description: 'first' } };
      await stores.documents.write([{ before: doc, after: changed }], []);
      const stale = { ...doc, version: 1, General: { ...doc.General, Description: 'lost' } };
      expect(await reason(stores.documents.write([{ before: doc, after: stale }], []))).toBe('changed');
      expect((await stores.documents.get(acct, 'invoice', 'INV-1'))?.General.Description).toBe('first');
      expect(await stores.documents.history(acct, 'invoice', 'INV-1', doc.createdAt)).toHaveLength(1);
    });

    it('reads documents by key in one batch as get reads each, and the journal by a range of Seqs', async () => {
      const stores = make();
      const acct = account();
      for (const number of ['INV-1', 'INV-2', 'INV-3']) {
        const draft = invoice(acct, number);
        const issued = { ...draft, General: { ...draft.General, Status: 'sent' as const, DateIssue: '2026-03-02' } };
        await stores.documents.write([{ after: issued }], []);
      }
      const many = await stores.documents.many(acct, [
        { type: 'invoice', number: 'INV-1' },
        { type: 'invoice', number: 'INV-3' },
        { type: 'invoice', number: 'INV-1' },
        { type: 'invoice', number: 'INV-9' },
        { type: 'estimate', number: 'INV-2' },
      ]);
      expect(many.map((doc) => doc.General.Number).sort()).toEqual(['INV-1', 'INV-3']);
      expect(many.find((doc) => doc.General.Number === 'INV-3')).toEqual(
        await stores.documents.get(acct, 'invoice', 'INV-3'),
      );
      expect((await stores.journal.head(acct))?.seq).toBe(3);
      expect((await stores.journal.range(acct, 2, 3)).map((e) => [e.Seq, e.Object.Number])).toEqual([
        [2, 'INV-2'],
        [3, 'INV-3'],
      ]);
      expect(await stores.journal.range(acct, 4, 4)).toEqual([]);
    });

    it('finds live invoices by their PaymentReferences in one call, as get reads each', async () => {
      const stores = make();
      const acct = account();
      for (const [number, reference] of [
        ['INV-1', 'RF18INV1'],
        ['INV-2', 'RF18INV2'],
        ['INV-3', 'RF18INV3'],
      ] as const) {
        const draft = invoice(acct, number);
        await stores.documents.write(
          [{ after: { ...draft, General: { ...draft.General, PaymentReference: reference } } }],
          [],
        );
      }
      await stores.documents.remove((await stores.documents.get(acct, 'invoice', 'INV-3'))!, Date.now());
      const found = await stores.documents.byPaymentReferences(acct, [
        'RF18INV1',
        'RF18INV2',
        'RF18INV1',
        'RF18INV3',
        'RF18NONE',
      ]);
      expect([...found.keys()].sort()).toEqual(['RF18INV1', 'RF18INV2']);
      expect(found.get('RF18INV2')).toEqual(await stores.documents.get(acct, 'invoice', 'INV-2'));
      expect((await stores.documents.byPaymentReferences(acct, [])).size).toBe(0);
    });

    it('lets one final invoice at a time hold a deposit: taken on write, released when dropped or deleted', async () => {
      const stores = make();
      const acct = account();
      const final = (number: string, deposits: string[]) => {
        const doc = invoice(acct, number);
        return { ...doc, General: { ...doc.General, Deposits: deposits } };
      };
      const code = (call: Promise<unknown>) =>
        call.then(
          () => 'ok',
          (error: { code?: string }) => error.code ?? String(error),
        );
      for (const n of ['INV-D1', 'INV-D2', 'INV-D3']) await stores.documents.write([{ after: deposit(acct, n) }], []);
      const first = final('INV-F1', ['INV-D1', 'INV-D2']);
      await stores.documents.write([{ after: first }], []);
      // Two writes naming the same deposit at once: exactly one wins.
      const racing = await Promise.all([
        code(stores.documents.write([{ after: final('INV-F2', ['INV-D3']) }], [])),
        code(stores.documents.write([{ after: final('INV-F3', ['INV-D3']) }], [])),
      ]);
      expect(racing.sort()).toEqual(['deposit_deducted', 'ok']);
      expect(await code(stores.documents.write([{ after: final('INV-F4', ['INV-D1']) }], []))).toBe('deposit_deducted');
      // Dropping a deposit releases it, in the same write.
      const dropped = { ...first, version: 1, General: { ...first.General, Deposits: ['INV-D2'] } };
      await stores.documents.write([{ before: first, after: dropped }], []);
      await stores.documents.write([{ after: final('INV-F5', ['INV-D1']) }], []);
      // Deleting the draft releases what it held.
      expect(await code(stores.documents.write([{ after: final('INV-F6', ['INV-D2']) }], []))).toBe('deposit_deducted');
      await stores.documents.remove(dropped, Date.now());
      await stores.documents.write([{ after: final('INV-F6', ['INV-D2']) }], []);
    });

    it('holds a claim on a deposit and its giving back apart, whichever writes first: a final takes no deposit credited or cancelled since it read it, and no credit or cancel gives back one claimed since', async () => {
      const stores = make();
      const acct = account();
      const code = (call: Promise<unknown>) =>
        call.then(
          () => 'ok',
          (error: { code?: string; reason?: string; details?: unknown }) =>
            error.code === 'validation_failed'
              ? JSON.stringify(error.details)
              : (error.code ?? error.reason ?? String(error)),
        );
      const final = (number: string, deposits: string[]) => {
        const doc = invoice(acct, number);
        return { ...doc, General: { ...doc.General, Deposits: deposits } };
      };
      const [credited, cancelled, claimed] = [
        deposit(acct, 'INV-D1'),
        deposit(acct, 'INV-D2'),
        deposit(acct, 'INV-D3'),
      ];
      for (const d of [credited, cancelled, claimed]) await stores.documents.write([{ after: d }], []);
      // Given back after a final read it as deductible: that final's write takes no claim.
      const note: CreditEntry = { number: 'CN-1', date: '2026-12-06', net: '1.00', bases: { '20': '0.83' } };
      await stores.documents.write([{ before: credited, after: { ...credited, version: 1, credits: [note] } }], []);
      const cancel = { ...cancelled, version: 1, General: { ...cancelled.General, Status: 'cancelled' as const } };
      await stores.documents.write([{ before: cancelled, after: cancel }], []);
      for (const [i, n] of [
        [1, 'INV-D1'],
        [0, 'INV-D2'],
      ] as const) {
        const deposits = i ? ['INV-D3', n] : [n];
        expect(await code(stores.documents.write([{ after: final(`INV-F${n}`, deposits) }], []))).toBe(
          JSON.stringify([{ field: `General.Deposits.${i}`, message: `${n} was credited or cancelled meanwhile` }]),
        );
      }
      // Refused whole: the deposit named beside the credited one is still free.
      await stores.documents.write([{ after: final('INV-F1', ['INV-D3']) }], []);
      // Claimed after a credit or cancel read it as free: that write does not give it back.
      const creditLate = { ...claimed, version: 1, credits: [note] };
      expect(await code(stores.documents.write([{ before: claimed, after: creditLate }], []))).toBe('changed');
      const cancelLate = { ...claimed, version: 1, General: { ...claimed.General, Status: 'cancelled' as const } };
      expect(await code(stores.documents.write([{ before: claimed, after: cancelLate }], []))).toBe('changed');
      expect(await stores.documents.get(acct, 'invoice', 'INV-D3')).toMatchObject({ version: 0 });
    });

    it("makes a recurring profile's invoice once: a second run from the same read is refused", async () => {
      const stores = make();
      const acct = account();
      const profile: Recurring = {
        accountId: acct,
        recurringId: 'REC-0001',
        clientId: 1,
        clientReference: 'ACME',
        Name: '',
        Frequency: 'monthly',
        Interval: 1,
        StartDate: '2031-01-31',
        DueDays: 30,
        Send: 'draft',
        Items: [{ Description: 'Work', UnitRate: '1', Quantity: '1' }],
        status: 'active',
        nextIndex: 0,
        nextDate: '2031-01-31',
        count: 0,
        folder: 'active',
        version: 0,
        createdAt: Date.now(),
        createdBy: 1,
        updatedBy: 1,
      };
      await stores.recurring.insert(profile);
      expect(await reason(stores.recurring.insert(profile))).toBe('taken');
      const after = { ...profile, nextIndex: 1, nextDate: '2031-02-28', count: 1, version: 1 };
      await stores.recurring.run(profile, after, invoice(acct, 'INV-1'), []);
      expect(await reason(stores.recurring.run(profile, after, invoice(acct, 'INV-2'), []))).toBe('changed');
      expect(await stores.documents.get(acct, 'invoice', 'INV-2')).toBeUndefined();
      expect(await stores.recurring.get(acct, 'REC-0001')).toMatchObject({ count: 1, nextDate: '2031-02-28' });
      expect((await stores.recurring.list(acct, {}, 10)).items.map((r) => r.recurringId)).toEqual(['REC-0001']);
    });

    it('keeps reminder runs moving forward only, and lists an account as due only while reminders are on', async () => {
      const stores = make();
      const acct = account();
      await stores.accounts.create(acct, `Co ${acct}`, 'EUR', {
        userId: 1,
        role: 'owner',
        email: 'o@example.com',
        tabs: { Estimates: true, Invoices: true, Expenses: true },
        clients: [],
        tokenHash: `hash-${acct}`,
        createdAt: Date.now(),
      });
      const at = (iso: string) => Date.parse(iso);
      const dueBy = async (iso: string) => (await stores.accounts.remindersDue(at(iso), 100_000)).includes(acct);
      const settings = { Enabled: true, Days: [1], enabledOn: '2031-01-01' };
      await stores.accounts.setReminders(acct, settings, { through: '2030-12-31', dueAt: at('2031-01-01T00:00:00Z') });
      expect(await stores.accounts.reminders(acct)).toEqual({ ...settings, through: '2030-12-31' });
      await stores.accounts.advanceReminders(acct, { through: '2031-01-05', dueAt: at('2099-01-06T00:00:00Z') });
      await stores.accounts.advanceReminders(acct, { through: '2031-01-03', dueAt: at('2099-01-04T00:00:00Z') });
      expect((await stores.accounts.reminders(acct))?.through).toBe('2031-01-05');
      expect([await dueBy('2099-01-05T23:00:00Z'), await dueBy('2099-01-06T00:00:00Z')]).toEqual([false, true]);
      await stores.accounts.setReminders(acct, { ...settings, Days: [1, 2] });
      expect((await stores.accounts.reminders(acct))?.through).toBe('2031-01-05');
      await stores.accounts.setReminders(acct, { ...settings, Enabled: false });
      await stores.accounts.advanceReminders(acct, { through: '2031-01-09', dueAt: at('2099-01-10T00:00:00Z') });
      expect((await stores.accounts.reminders(acct))?.through).toBe('2031-01-05');
      expect(await dueBy('2099-12-31T00:00:00Z')).toBe(false);
    });

    it('finds open invoices by DueDate range, and no draft or paid one', async () => {
      const stores = make();
      const acct = account();
      const open = (number: string, due: string, Status: Document['General']['Status'] = 'sent'): Document => {
        const doc = invoice(acct, number);
        return { ...doc, General: { ...doc.General, Status, DueDate: due } };
      };
      const docs = [
        open('A', '2031-03-01'),
        open('B', '2031-03-05'),
        open('C', '2031-03-09'),
        open('D', '2031-03-05', 'draft'),
        open('E', '2031-03-05', 'paid'),
      ];
      for (const after of docs) await stores.documents.write([{ after }], []);
      const found = await stores.documents.openByDueDate(acct, 'active', '2031-03-02', '2031-03-09', 10);
      expect(found.items.map((d) => d.General.Number)).toEqual(['B', 'C']);
    });

    it('holds an account to its callback cap, and frees a place on delete', async () => {
      const stores = make();
      const acct = account();
      expect(await stores.callbacks.insert(callback(acct, 1), 2)).toBe(true);
      expect(await stores.callbacks.insert(callback(acct, 2), 2)).toBe(true);
      expect(await stores.callbacks.insert(callback(acct, 3), 2)).toBe(false);
      expect((await stores.callbacks.all(acct)).map((c) => c.callbackId)).toEqual([1, 2]);
      expect(await stores.callbacks.remove(acct, 1)).toBe(true);
      expect(await stores.callbacks.remove(acct, 1)).toBe(false);
      expect(await stores.callbacks.insert(callback(acct, 3), 2)).toBe(true);
    });

    it('takes from an allowance until it is spent, and takes nothing past it', async () => {
      const stores = make();
      const acct = account();
      expect((await stores.limits.take(acct, 'mail', 3, 5, 3600)).ok).toBe(true);
      expect((await stores.limits.take(acct, 'mail', 3, 5, 3600)).ok).toBe(false);
      expect((await stores.limits.take(acct, 'mail', 2, 5, 3600)).ok).toBe(true);
      const spent = await stores.limits.take(acct, 'mail', 1, 5, 3600);
      expect(spent.ok).toBe(false);
      expect(spent.retryAfter).toBeGreaterThan(0);
      expect(spent.retryAfter).toBeLessThanOrEqual(3600);
      expect((await stores.limits.take(acct, 'requests', 1, 5, 60)).ok).toBe(true);
    });

    it('finds a share link by its token hash and under its document, until revoked', async () => {
      const stores = make();
      const acct = account();
      const doc = invoice(acct, 'INV#7');
      await stores.documents.write([{ after: doc }], []);
      const link: ShareLink = {
        accountId: acct,
        company: 'Acme',
        type: 'invoice',
        number: 'INV#7',
        documentCreatedAt: doc.createdAt,
        tokenHash: `hash-${randomUUID()}`,
        nonce: 'n',
        createdAt: Date.now(),
        createdBy: 1,
        expiresAt: Date.now() + 86_400_000,
      };
      await stores.shares.create(link, historyEntry({ userId: 1 }, doc, 'share'));
      expect(await stores.shares.find(link.tokenHash)).toMatchObject({ number: 'INV#7' });
      // A Number that is another's prefix finds only its own links.
      expect(await stores.shares.ofDocument(acct, 'invoice', 'INV')).toEqual([]);
      const links = await stores.shares.ofDocument(acct, 'invoice', 'INV#7');
      expect(links.map((l) => l.tokenHash)).toEqual([link.tokenHash]);
      await stores.shares.revoke(links);
      expect(await stores.shares.find(link.tokenHash)).toBeUndefined();
    });
    it('points a client at its latest mandate; a revoked one leaves it none; a stale write is refused', async () => {
      const stores = make();
      const acct = account();
      const mandate = (mandateId: number): Mandate => ({
        accountId: acct,
        mandateId,
        createdAt: Date.now(),
        version: 0,
        updatedBy: 1,
        clientId: 7,
        RUM: `RUM-${mandateId}`,
        IBAN: 'DE89370400440532013000',
        BIC: '',
        Name: 'Payeur',
        SignedAt: '2026-03-01',
        Scheme: 'CORE',
        Type: 'recurring',
        Status: 'active',
        collections: 0,
      });
      await stores.mandates.insert(mandate(1));
      expect(await stores.mandates.activeFor(acct, 7)).toMatchObject({ mandateId: 1 });
      await stores.mandates.insert(mandate(2));
      expect(await stores.mandates.activeFor(acct, 7)).toMatchObject({ mandateId: 2 });
      expect(await stores.mandates.activeFor(acct, 8)).toBeUndefined();
      const revoked = { ...mandate(2), version: 1, Status: 'revoked' as const };
      await stores.mandates.replace(mandate(2), revoked);
      expect(await stores.mandates.activeFor(acct, 7)).toBeUndefined();
      expect(await reason(stores.mandates.replace(mandate(2), { ...revoked, version: 2 }))).toBe('changed');
      expect((await stores.mandates.list(acct, 10)).items.map((m) => m.mandateId)).toEqual([1, 2]);
    });
    it("lists the account's direct debit batches newest first, a page at a time; a forgotten one no more", async () => {
      const stores = make();
      const acct = account();
      const batch = (accountId: string, batchId: number) => ({
        accountId,
        batchId,
        createdAt: batchId,
        createdBy: 1,
        CollectionDate: '2031-03-20',
        collections: [
          {
            number: 'INV-1',
            amount: '10.00',
            mandateId: 1,
            RUM: 'R1',
            scheme: 'CORE' as const,
            sequence: 'FRST' as const,
          },
        ],
        Total: '10.00',
        key: `files/${batchId}`,
      });
      for (const id of [3, 1, 2]) await stores.directDebits.insertBatch(batch(acct, id));
      await stores.directDebits.insertBatch(batch(account(), 4));
      expect((await stores.directDebits.listBatches(acct, 10)).items).toEqual([3, 2, 1].map((id) => batch(acct, id)));
      expect((await stores.directDebits.listBatches(acct, 1)).items.map((b) => b.batchId)).toEqual([3]);
      await stores.directDebits.deleteBatch(acct, 3);
      expect((await stores.directDebits.listBatches(acct, 10)).items.map((b) => b.batchId)).toEqual([2, 1]);
    });

    it("keeps a direct debit's returns by the reference they name, each once, until forgotten", async () => {
      const stores = make();
      const acct = account();
      const parked = (reference: string, once: string) => ({
        accountId: acct,
        reference,
        amount: '12.00',
        date: '2026-03-24',
        reason: 'AM04',
        once,
      });
      await stores.directDebits.parkReturn(parked('RF18539007547034', 'ddreturn/FR76#R1'));
      await stores.directDebits.parkReturn(parked('RF18539007547034', 'ddreturn/FR76#R1'));
      await stores.directDebits.parkReturn(parked('RF18539007547034', 'ddreturn/FR76#R2'));
      await stores.directDebits.parkReturn(parked('RF1853900754703', 'ddreturn/FR76#R3'));
      const kept = await stores.directDebits.parkedReturns(acct, 'RF18539007547034');
      expect(kept.map((p) => p.once).sort()).toEqual(['ddreturn/FR76#R1', 'ddreturn/FR76#R2']);
      expect(kept[0]).toEqual(parked('RF18539007547034', kept[0]!.once));
      await stores.directDebits.unparkReturn(parked('RF18539007547034', 'ddreturn/FR76#R1'));
      expect((await stores.directDebits.parkedReturns(acct, 'RF18539007547034')).map((p) => p.once)).toEqual([
        'ddreturn/FR76#R2',
      ]);
      expect(await stores.directDebits.parkedReturns(account(), 'RF18539007547034')).toEqual([]);
    });

    it("gives a payment intent's excess to its refunds once each: taken from the excess as read, never twice for one refund", async () => {
      const stores = make();
      const acct = account();
      const [intent, first, second] = ['pi_', 're_1_', 're_2_'].map((p) => `${p}${randomUUID()}`) as [
        string,
        string,
        string,
      ];
      expect(await stores.payments.voidClaim({ object: intent, accountId: acct, paymentId: 7, excess: '20' })).toBe(
        true,
      );
      const read = (await stores.payments.claimOf(intent))!;
      expect(await stores.payments.excessTaken(first)).toBeUndefined();
      await stores.payments.takeExcess(read, first, { part: '15', left: '5' });
      expect(await stores.payments.excessTaken(first)).toBe('15');
      expect(await stores.payments.claimOf(intent)).toEqual({ ...read, excess: '5' });
      // A stale read of the excess, and a refund that took its part already: refused, nothing moved.
      expect(await reason(stores.payments.takeExcess(read, second, { part: '20', left: '0' }))).toBe('changed');
      const fresh = (await stores.payments.claimOf(intent))!;
      expect(await reason(stores.payments.takeExcess(fresh, first, { part: '5', left: '0' }))).toBe('changed');
      expect(await stores.payments.excessTaken(second)).toBeUndefined();
      expect((await stores.payments.claimOf(intent))!.excess).toBe('5');
      // The invoice's note joins the write: an invoice changed since read refuses it all.
      const doc = invoice(acct, 'INV-X1');
      await stores.documents.write([{ after: doc }], []);
      const note = historyNote({ userId: 0 }, doc, 'payment', { recorded: false, Amount: '-5' });
      await stores.documents.write([note.write], []);
      expect(await reason(stores.payments.takeExcess(fresh, second, { part: '5', left: '0' }, note))).toBe('changed');
      expect(await stores.payments.excessTaken(second)).toBeUndefined();
      expect((await stores.payments.claimOf(intent))!.excess).toBe('5');
      const current = (await stores.documents.get(acct, 'invoice', 'INV-X1'))!;
      await stores.payments.takeExcess(
        fresh,
        second,
        { part: '5', left: '0' },
        historyNote({ userId: 0 }, current, 'payment', { recorded: false, Amount: '-5' }),
      );
      expect((await stores.payments.claimOf(intent))!.excess).toBe('0');
      expect((await stores.documents.get(acct, 'invoice', 'INV-X1'))!.version).toBe(current.version + 1);
      expect((await stores.documents.history(acct, 'invoice', 'INV-X1', doc.createdAt)).map((h) => h.changes)).toEqual([
        { recorded: false, Amount: '-5' },
      ]);
    });

    it('keeps a supplier SIREN and VAT number to one supplier, and a purchase Number and bank line to one purchase', async () => {
      const stores = make();
      const acct = account();
      const supplier = (supplierId: number, siren?: string, VATIntra?: string): Supplier => ({
        accountId: acct,
        supplierId,
        createdAt: Date.now(),
        version: 0,
        updatedBy: 1,
        Name: `Supplier ${supplierId}`,
        ...(siren ? { RegistrationId: siren, RegistrationScheme: '0002' } : {}),
        ...(VATIntra ? { Company: { VATIntra } } : {}),
        purchases: 0,
      });
      const first = supplier(1, '303265045', 'FR40303265045');
      await stores.suppliers.insert(first);
      expect(await reason(stores.suppliers.insert(supplier(2, '303265045')))).toBe('taken');
      expect(await reason(stores.suppliers.insert(supplier(3, undefined, 'fr 40 303265045')))).toBe('taken');
      expect(await stores.suppliers.byClaim(acct, 'vat', 'FR40303265045')).toMatchObject({ supplierId: 1 });
      const purchase = approvedPurchase(acct);
      await stores.purchases.insert({ ...purchase, PaymentReference: 'RF18 5390 0754 7034' });
      expect(await reason(stores.purchases.insert({ ...purchase, purchaseId: 2 }))).toBe('taken');
      // Found by its payment reference however written; a longer one that starts with it is another.
      expect(await stores.purchases.payingReference(acct, 'RF18539007547034', 5)).toEqual([1]);
      expect(await stores.purchases.payingReference(acct, 'RF1853900754703', 5)).toEqual([]);
      expect(await stores.purchases.payingReference(acct, 'F#1', 5)).toEqual([1]);
      expect(await stores.purchases.holderOf(acct, { supplierId: 1, year: '2026', number: 'F#1' })).toBe(1);
      expect(await stores.purchases.holderOf(acct, { supplierId: 1, year: '2026', number: 'F' })).toBeUndefined();
      // The supplier counts it, and a delete that read it before fails.
      expect(await stores.suppliers.get(acct, 1)).toMatchObject({ purchases: 1, version: 1 });
      expect(await reason(stores.suppliers.remove(first))).toBe('changed');
      // Credit notes naming an invoice none holds and one it holds: found by either, oldest first, and by their supplier.
      for (const [purchaseId, number] of [
        [4, 'AV#2'],
        [3, 'AV#1'],
      ] as const)
        await stores.purchases.insert({
          ...purchase,
          purchaseId,
          docType: 'creditnote',
          Number: number,
          preceding: [{ number: 'F#2' }, { number: 'F#1', purchaseId: 1 }],
        });
      expect(await stores.purchases.namingPurchases(acct, 1, 'F#2', 5)).toEqual([3, 4]);
      expect(await stores.purchases.namingPurchases(acct, 1, 'F#1', 5)).toEqual([3, 4]);
      expect(await stores.purchases.namingPurchases(acct, 1, 'F#1', 1)).toEqual([3]);
      expect(await stores.purchases.namingPurchases(acct, 1, 'F#', 5)).toEqual([]);
      expect(await stores.purchases.namingPurchases(acct, 2, 'F#2', 5)).toEqual([]);
      const payment = {
        paymentId: 9,
        Date: '2026-04-01',
        Amount: '20',
        Method: 'bank_transfer',
        bankRef: 'FR76#R1',
        createdAt: 1,
      };
      const paid = { ...purchase, payments: [payment], TotalPaid: '20', version: 1 };
      await stores.purchases.replace(purchase, paid);
      const twice = { ...paid, payments: [payment, { ...payment, paymentId: 10 }], version: 2 };
      expect(await reason(stores.purchases.replace(paid, twice))).toBe('claimed');
      expect(await reason(stores.purchases.replace(purchase, { ...paid, version: 1 }))).toBe('changed');
      const dated = [];
      for await (const page of stores.purchases.paymentsDated(acct, '2026-04-01', '2026-04-30')) dated.push(...page);
      expect(dated.map((d) => [d.purchaseId, d.payment.paymentId, d.Number])).toEqual([[1, 9, 'F#1']]);
      expect(await stores.purchases.purchaseOfPayment(acct, 9)).toBe(1);
      const listed = async (filters: object) =>
        (await stores.purchases.listPayments(acct, filters, 10)).items.map((d) => [d.purchaseId, d.payment.paymentId]);
      expect(await listed({})).toEqual([[1, 9]]);
      expect(await listed({ supplierId: 1, purchaseId: 1, from: '2026-04-01', to: '2026-04-01' })).toEqual([[1, 9]]);
      for (const filters of [{ supplierId: 2 }, { purchaseId: 2 }, { from: '2026-04-02' }, { to: '2026-03-31' }])
        expect(await listed(filters)).toEqual([]);
      // A payment left out is deleted: nothing finds it, by id or by date; its bank line stays claimed.
      const unpaid = { ...paid, payments: [], TotalPaid: '0', version: 2 };
      await stores.purchases.replace(paid, unpaid);
      expect(await stores.purchases.purchaseOfPayment(acct, 9)).toBeUndefined();
      const left = [];
      for await (const page of stores.purchases.paymentsDated(acct, '2026-04-01', '2026-04-30')) left.push(...page);
      expect(left).toEqual([]);
      const again = { ...unpaid, payments: [{ ...payment, paymentId: 10 }], TotalPaid: '20', version: 3 };
      expect(await reason(stores.purchases.replace(unpaid, again))).toBe('claimed');
    });

    it("gives each purchase's transfer claim to one transfer: a hundred a write, whole or not at all; handed over only as read, released only by its holder", async () => {
      const { purchases } = make();
      const acct = account();
      const ids = Array.from({ length: 250 }, (_, i) => i + 1);
      const holders = async (of: readonly number[], transferId: number) => {
        const held = await purchases.claimForTransfer(acct, transferId, of);
        return held && { purchaseId: held.purchaseId, transferId: held.transferId };
      };
      // Two transfers at once over the same purchases: one takes them all, the other none.
      const racing = await Promise.all([holders(ids.slice(0, 50), 1), holders(ids.slice(0, 50), 2)]);
      const winner = racing[0] ? 2 : 1;
      expect(racing.filter((r) => r === undefined)).toHaveLength(1);
      expect(await holders(ids.slice(0, 50), winner)).toBeUndefined();
      // Of 200, the second hundred holds one another has: the first hundred's write stands, not the second's.
      expect(await holders([249], 7)).toBeUndefined();
      expect(await holders(ids.slice(50), 3)).toEqual({ purchaseId: 249, transferId: 7 });
      expect(await holders([51, 150], 4)).toEqual({ purchaseId: 51, transferId: 3 });
      expect(await holders([151], 4)).toBeUndefined();
      // Released by its holder only; handed over only while as read.
      await purchases.releaseClaims(acct, 4, ids.slice(50));
      expect(await holders([150], 4)).toEqual({ purchaseId: 150, transferId: 3 });
      expect(await holders([151], 8)).toBeUndefined();
      const claim = (await purchases.claimForTransfer(acct, 5, [249]))!;
      expect(await purchases.takeOverClaim({ ...claim, at: claim.at + 1 }, 5)).toBe(false);
      expect(await purchases.takeOverClaim(claim, 5)).toBe(true);
      expect(await purchases.takeOverClaim(claim, 6)).toBe(false);
      expect(await holders([249], 6)).toEqual({ purchaseId: 249, transferId: 5 });
      await purchases.releaseClaims(acct, 3, ids.slice(50));
      expect(await holders(ids.slice(50, 150), 4)).toBeUndefined();
    });

    it('lets a purchase leave the transfer that paid it in the write that gives it back: the claim goes with it, and the write is refused while another transfer holds it', async () => {
      const { suppliers, purchases } = make();
      const acct = account();
      await suppliers.insert(supplierOne(acct));
      const holder = async (purchaseId: number) =>
        (await purchases.claimForTransfer(acct, 99, [purchaseId]))?.transferId;
      const sent = { ...approvedPurchase(acct), Status: 'payment_sent' as const, transferId: 5 };
      await purchases.insert(sent);
      await purchases.insert({ ...sent, purchaseId: 2, Number: 'F#2' });
      await purchases.claimForTransfer(acct, 5, [1]);
      await purchases.claimForTransfer(acct, 6, [2]);
      const { transferId: _, ...back } = { ...sent, Status: 'approved' as const, version: 1 };
      // Another transfer's claim stays where it is, and so does the purchase.
      expect(
        await reason(
          purchases.replace({ ...sent, purchaseId: 2, Number: 'F#2' }, { ...back, purchaseId: 2, Number: 'F#2' }),
        ),
      ).toBe('changed');
      expect(await purchases.get(acct, 2)).toMatchObject({ Status: 'payment_sent', version: 0 });
      expect(await holder(2)).toBe(6);
      await purchases.replace(sent, back);
      expect(await purchases.get(acct, 1)).toMatchObject({ Status: 'approved', version: 1 });
      expect(await purchases.get(acct, 1)).not.toHaveProperty('transferId');
      expect(await holder(1)).toBeUndefined();
      await purchases.releaseClaims(acct, 99, [1]);
      // Released with no claim at all, as a purchase paid before claims were kept.
      const unclaimed = { ...sent, purchaseId: 3, Number: 'F#3' };
      await purchases.insert(unclaimed);
      await purchases.replace(unclaimed, { ...back, purchaseId: 3, Number: 'F#3' });
      expect(await purchases.get(acct, 3)).toMatchObject({ Status: 'approved' });
    });

    it('holds a purchase in no transfer out of every change while a transfer being made holds its claim; a claim older than a request lets it be', async () => {
      const { suppliers, purchases } = make();
      const acct = account();
      await suppliers.insert(supplierOne(acct));
      const approved = approvedPurchase(acct);
      await purchases.insert(approved);
      const disputed = { ...approved, Status: 'disputed' as const, version: 1 };
      await purchases.claimForTransfer(acct, 6, [1]);
      expect(await reason(purchases.replace(approved, disputed))).toBe('held');
      expect(await purchases.get(acct, 1)).toMatchObject({ Status: 'approved', version: 0 });
      // Released (the file was refused), or given up by a request long gone: it changes again.
      await purchases.releaseClaims(acct, 6, [1]);
      const past = vi.spyOn(Date, 'now').mockReturnValue(Date.now() - TRANSFER_CLAIM_HOLDS_MS - 60_000);
      try {
        await purchases.claimForTransfer(acct, 7, [1]);
      } finally {
        past.mockRestore();
      }
      await purchases.replace(approved, disputed);
      expect(await purchases.get(acct, 1)).toMatchObject({ Status: 'disputed', version: 1 });
    });

    it('lets a purchase enter a transfer only while that transfer holds its claim, and marks a transfer cancelled once, its purchases withdrawn each once', async () => {
      const { suppliers, purchases } = make();
      const acct = account();
      await suppliers.insert(supplierOne(acct));
      const approved = approvedPurchase(acct);
      await purchases.insert(approved);
      const sent = (transferId: number) => ({ ...approved, Status: 'payment_sent' as const, transferId, version: 1 });
      // No claim, or another transfer's: refused, and the purchase stays as it was.
      expect(await reason(purchases.replace(approved, sent(5)))).toBe('released');
      await purchases.claimForTransfer(acct, 6, [1]);
      expect(await reason(purchases.replace(approved, sent(5)))).toBe('released');
      expect(await purchases.get(acct, 1)).toMatchObject({ Status: 'approved', version: 0 });
      await purchases.replace(approved, sent(6));
      expect(await purchases.get(acct, 1)).toMatchObject({ Status: 'payment_sent', transferId: 6 });
      // A write that keeps it in its transfer needs nothing more.
      await purchases.releaseClaims(acct, 6, [1]);
      await purchases.replace(sent(6), { ...sent(6), Notes: 'n', version: 2 });

      const transfer = {
        accountId: acct,
        transferId: 6,
        createdAt: 1,
        createdBy: 1,
        ExecutionDate: '2026-04-15',
        purchases: [{ purchaseId: 1, amount: '120.00' }],
        Total: '120.00',
        key: 'files/t',
      };
      await purchases.insertTransfer(transfer);
      expect(await purchases.cancelTransfer(acct, 7, { at: 10, by: 1 })).toBeUndefined();
      expect(await purchases.getTransfer(acct, 7)).toBeUndefined();
      // Purchases withdrawn add up, each once, in order; the transfer is not cancelled by them.
      expect(await purchases.cancelTransfer(acct, 6, { at: 5, by: 1, purchases: [3, 1] })).toEqual({
        ...transfer,
        withdrawn: [1, 3],
      });
      // The bank's reasons are kept with them: a purchase named twice keeps the lesser code.
      const reasons = (entries: [number, string][]) => new Map(entries);
      await purchases.cancelTransfer(acct, 6, {
        at: 5,
        by: 1,
        purchases: [2, 3],
        reasons: reasons([
          [2, 'AM05'],
          [3, 'AC04'],
        ]),
      });
      await purchases.cancelTransfer(acct, 6, { at: 6, by: 1, purchases: [2], reasons: reasons([[2, 'AC01']]) });
      const withdrawn = { ...transfer, withdrawn: [1, 2, 3], rejections: { 2: 'AC01', 3: 'AC04' } };
      expect(await purchases.getTransfer(acct, 6)).toEqual(withdrawn);
      // Cancelled whole once: the first cancel's time, author and reason stay.
      const cancelled = { ...withdrawn, cancelledAt: 10, cancelledBy: 1, cancelReason: 'AM04' };
      expect(await purchases.cancelTransfer(acct, 6, { at: 10, by: 1, reason: 'AM04' })).toEqual(cancelled);
      expect(await purchases.cancelTransfer(acct, 6, { at: 20, by: 2, reason: 'MS03' })).toEqual(cancelled);
      expect(await purchases.getTransfer(acct, 6)).toEqual(cancelled);
      // The account's transfers, newest first: only its own, and nothing else of its partition.
      await purchases.insertTransfer({ ...transfer, transferId: 12 });
      await purchases.insertTransfer({ ...transfer, accountId: account(), transferId: 9 });
      const listed = await purchases.listTransfers(acct, 5);
      expect(listed.items).toEqual([{ ...transfer, transferId: 12 }, cancelled]);
      expect((await purchases.listTransfers(acct, 1)).items.map((t) => t.transferId)).toEqual([12]);
    });
  });
}
