import { beforeAll, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { isConflict } from '../../kernel/errors.ts';
import { loadSigningKey } from '../../kernel/signing-key.ts';
import { importBatch } from '../bank/credits.ts';
import { type ImportBatch, importStatement, statementResumer } from '../bank/statements.ts';
import { createClient, deleteClient } from '../clients/service.ts';
import { createDocument, getDocument } from '../documents/service.ts';
import { createMandate, getMandate } from '../mandates/service.ts';
import { keepProvider } from '../online-payments/service.ts';
import { updateProfile } from '../profile/service.ts';
import { batchResumer } from './batch-record.ts';
import { createBatch } from './service.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await loadSigningKey();
});

/** An account with a provider, a client under an active mandate, and two of its direct-debit invoices. */
async function account() {
  const fake = fakePorts();
  const deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  await updateProfile(deps, owner, { IBAN: 'FR7630006000011234567890189', CreditorId: 'FR72ZZZ123456' } as never);
  await keepProvider(deps, owner, {
    Provider: 'stripe',
    PublishableKey: 'pk_test_1',
    SecretKey: 'sk_test_1',
    WebhookSecret: 'whsec_1',
  });
  const client = await createClient(deps, owner, { Reference: 'DD', Company: { CompanyName: 'Payeur SARL' } } as never);
  await createMandate(deps, owner, {
    Client: client.clientId,
    IBAN: 'DE89370400440532013000',
    Name: 'Payeur SARL',
    SignedAt: '2026-03-01',
    Scheme: 'CORE',
    Type: 'recurring',
  } as never);
  const invoice = async () =>
    (
      await createDocument(deps, owner, 'invoice', {
        Client: { Reference: 'DD' },
        General: { Status: 'sent', DueDate: inDays(20), PaymentMethod: 'direct_debit' },
        Items: [{ Description: 'Abonnement', UnitRate: '50', Quantity: '1', VAT: '20' }],
      } as never)
    ).General.Number;
  return { fake, deps, client, numbers: [await invoice(), await invoice()] };
}

const checkout = (sessionId: string, invoice: string, createdAt = Date.now()) => ({
  sessionId,
  accountId: 'acct',
  invoice,
  amount: '60.00',
  currency: 'EUR',
  createdAt,
});

describe('a direct-debit batch and the checkouts of its invoices', () => {
  it('closes those opened before it, leaves out an invoice paid through one, and closes those opened while it was made', async () => {
    const { fake, deps, numbers } = await account();
    const [open, paid] = numbers as [string, string];
    await deps.providerRecords.keepSession(checkout('cs_open', open, Date.now() - 3_600_000));
    await deps.providerRecords.keepSession(checkout('cs_paid', paid, Date.now() - 60_000));
    fake.checkoutsPaid.set('cs_paid', 'pi_paid');
    const asked: string[] = [];
    const expire = deps.paymentProvider.expireCheckout;
    deps.paymentProvider.expireCheckout = (account, sessionId) => {
      asked.push(sessionId);
      return expire(account, sessionId);
    };
    // A payer opens a checkout while the batch is made: after its first pass, before its invoices are written.
    const write = deps.documents.write.bind(deps.documents);
    deps.documents.write = async (...args: Parameters<typeof write>) => {
      await deps.providerRecords.keepSession(checkout('cs_meanwhile', open));
      return write(...args);
    };

    const batch = await createBatch(deps, owner, { CollectionDate: inDays(20) });
    expect(batch.collections.map((c) => c.number)).toEqual([open]);
    expect((await getDocument(deps, owner, 'invoice', open)).collection?.batchId).toBe(batch.batchId);
    expect((await getDocument(deps, owner, 'invoice', paid)).collection).toBeUndefined();
    expect(asked.sort()).toEqual(['cs_meanwhile', 'cs_open', 'cs_paid']);
  });

  it("leaves out a deleted client's invoices, as a profile of a deleted client bills nobody; no new mandate is made for it", async () => {
    const { deps, client, numbers } = await account();
    await deleteClient(deps, owner, client.clientId);
    await expect(createBatch(deps, owner, { CollectionDate: inDays(20) })).rejects.toThrow('Nothing to collect');
    for (const number of numbers)
      expect((await getDocument(deps, owner, 'invoice', number)).collection).toBeUndefined();
    const made = createMandate(deps, owner, {
      Client: client.clientId,
      IBAN: 'DE89370400440532013000',
      Name: 'Payeur SARL',
      SignedAt: '2026-03-02',
      Scheme: 'CORE',
      Type: 'recurring',
    } as never);
    await expect(made).rejects.toMatchObject({ details: [{ field: 'Client' }] });
    expect((await deps.mandates.list(owner.accountId, 10)).items).toHaveLength(1);
  });

  it('is recorded before its invoices are pending: a request that fails after is finished by the sweep, its mandate counting it once', async () => {
    const { deps, numbers } = await account();
    const replace = deps.mandates.replace.bind(deps.mandates);
    deps.mandates.replace = async () => {
      throw new Error('the request ran out of time');
    };
    await expect(createBatch(deps, owner, { CollectionDate: inDays(20) })).rejects.toThrow('ran out of time');
    deps.mandates.replace = replace;
    const pending = await getDocument(deps, owner, 'invoice', numbers[0]!);
    expect(pending.collection).toBeDefined();
    const batch = await deps.directDebits.getBatch(owner.accountId, pending.collection!.batchId);
    expect(batch?.collections.map((c) => c.number).sort()).toEqual([...numbers].sort());
    const [work] = await deps.work.ofAccount(owner.accountId, 'ddbatch');
    expect(work?.ref).toBe(String(batch!.batchId));
    // Two sweeps resume it (one after the other's marker was moved): the collections count once.
    await batchResumer.resume(deps, work!);
    await batchResumer.resume(deps, work!);
    const mandate = await getMandate(deps, owner, batch!.collections[0]!.mandateId);
    expect(mandate.collections).toBe(2);
    expect(await deps.work.ofAccount(owner.accountId, 'ddbatch')).toEqual([]);
    expect(await deps.directDebits.getBatch(owner.accountId, batch!.batchId)).toBeDefined();
  });

  it('whose invoices were never made pending (the request died at their write) is forgotten by the sweep; the next batch collects them', async () => {
    const { deps, numbers } = await account();
    const write = deps.documents.write.bind(deps.documents);
    deps.documents.write = async () => {
      throw new Error('the request ran out of time');
    };
    await expect(createBatch(deps, owner, { CollectionDate: inDays(20) })).rejects.toThrow('ran out of time');
    deps.documents.write = write;
    const [work] = await deps.work.ofAccount(owner.accountId, 'ddbatch');
    expect(await deps.directDebits.getBatch(owner.accountId, Number(work!.ref))).toBeDefined();
    await batchResumer.resume(deps, work!);
    expect(await deps.directDebits.getBatch(owner.accountId, Number(work!.ref))).toBeUndefined();
    expect(await deps.work.ofAccount(owner.accountId, 'ddbatch')).toEqual([]);
    const next = await createBatch(deps, owner, { CollectionDate: inDays(20) });
    expect(next.collections.map((c) => c.number).sort()).toEqual([...numbers].sort());
    expect(next.collections.map((c) => c.sequence)).toEqual(['FRST', 'RCUR']);
    expect((await getMandate(deps, owner, next.collections[0]!.mandateId)).collections).toBe(2);
  });

  it('that lost its invoices to another batch made at the same moment is forgotten at once, with its work', async () => {
    const { deps } = await account();
    const write = deps.documents.write.bind(deps.documents);
    let first: Promise<unknown> | undefined;
    deps.documents.write = async (...args: Parameters<typeof write>) => {
      // Another batch takes the invoices between this one's gathering and its write.
      if (!first) {
        deps.documents.write = write;
        first = createBatch(deps, owner, { CollectionDate: inDays(20) });
        await first;
      }
      return write(...args);
    };
    const lost = await createBatch(deps, owner, { CollectionDate: inDays(20) }).catch((error: unknown) => error);
    expect(isConflict(lost)).toBe(true);
    const won = (await first) as { batchId: number };
    expect(await deps.directDebits.getBatch(owner.accountId, won.batchId - 1)).toBeUndefined();
    expect(await deps.directDebits.getBatch(owner.accountId, won.batchId)).toBeDefined();
    expect(await deps.work.ofAccount(owner.accountId, 'ddbatch')).toEqual([]);
  });
});

/** A camt.053.001.08 of the account: each entry a credit or a debit of one transaction (an end-to-end id, a return reason). */
const camt = (
  entries: { debit?: boolean; amount: string; bankRef: string; date: string; e2e: string; reason?: string }[],
) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId><CreDtTm>2026-03-31T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S</Id><CreDtTm>2026-03-31T20:00:00</CreDtTm><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>
${entries
  .map(
    (e) =>
      `<Ntry><Amt Ccy="EUR">${e.amount}</Amt><CdtDbtInd>${e.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${e.date}</Dt></BookgDt><AcctSvcrRef>${e.bankRef}</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>${e.e2e}</EndToEndId></Refs><Amt Ccy="EUR">${e.amount}</Amt>${e.reason ? `<RtrInf><Rsn><Cd>${e.reason}</Cd></Rsn></RtrInf>` : ''}</TxDtls></NtryDtls></Ntry>`,
  )
  .join('')}
</Stmt></BkToCstmrStmt></Document>`;

/** Imports a statement of the account and runs the import worker on each batch it queued. */
async function importedThrough(fake: ReturnType<typeof fakePorts>, text: string) {
  fake.queued.length = 0;
  await importStatement(fake.ports, owner, { kind: 'xml', type: 'application/xml', text });
  for (const { message } of fake.queued) await importBatch(fake.ports, JSON.parse(message.body) as ImportBatch);
}

describe("a month's statement holding a collection and its return", () => {
  it('records the payment and reverses it (the worker, as it records it, or the credit came in an earlier statement), once however often the statement comes', async () => {
    const { fake, deps, numbers } = await account();
    await createBatch(deps, owner, { CollectionDate: inDays(20) });
    const [returned, kept] = await Promise.all(numbers.map((n) => getDocument(deps, owner, 'invoice', n)));
    const statement = camt([
      { amount: '60.00', bankRef: 'C-1', date: '2026-03-20', e2e: returned!.General.PaymentReference! },
      { amount: '60.00', bankRef: 'C-2', date: '2026-03-20', e2e: kept!.General.PaymentReference! },
      {
        debit: true,
        amount: '60.00',
        bankRef: 'R-1',
        date: '2026-03-24',
        e2e: returned!.General.PaymentReference!,
        reason: 'AM04',
      },
    ]);
    const importedWhole = (text: string) => importedThrough(fake, text);
    // The day's statement brought the two credits first; the month's brings them again, with the return.
    await importedWhole(statement.replace(/<Ntry>(?:(?!<Ntry>).)*R-1.*?<\/Ntry>/s, ''));
    expect((await getDocument(deps, owner, 'invoice', returned!.General.Number)).payments).toHaveLength(1);
    await importedWhole(statement);
    await importedWhole(statement);
    const back = await getDocument(deps, owner, 'invoice', returned!.General.Number);
    expect(back.payments ?? []).toEqual([]);
    expect(back.collection).toBeUndefined();
    expect((await getDocument(deps, owner, 'invoice', kept!.General.Number)).payments).toHaveLength(1);
    const reversed = await deps.payments.list(owner.accountId, 'deleted', {}, 10);
    expect(reversed.items.map((p) => [p.invoice, p.reversalReason])).toEqual([[returned!.General.Number, 'AM04']]);
  });

  it("reverses the payment once its credit is recorded when the return's statement was imported first", async () => {
    const { fake, deps, numbers } = await account();
    await createBatch(deps, owner, { CollectionDate: inDays(20) });
    const [returned, kept] = await Promise.all(numbers.map((n) => getDocument(deps, owner, 'invoice', n)));
    const credits = (...refs: string[]) =>
      refs.map((e2e, i) => ({ amount: '60.00', bankRef: `C-${i + 1}`, date: '2026-03-20', e2e }));
    const returnOf = (e2e: string) => ({
      debit: true,
      amount: '60.00',
      bankRef: 'R-1',
      date: '2026-03-24',
      e2e,
      reason: 'AM04',
    });
    const importedWhole = (text: string) => importedThrough(fake, text);
    const [refReturned, refKept] = [returned!.General.PaymentReference!, kept!.General.PaymentReference!];
    // The return's notification is imported first: nothing to reverse yet, the return is kept.
    await importedWhole(camt([returnOf(refReturned)]));
    await importedWhole(camt(credits(refReturned, refKept)));
    const back = await getDocument(deps, owner, 'invoice', returned!.General.Number);
    expect(back.payments ?? []).toEqual([]);
    expect((await getDocument(deps, owner, 'invoice', kept!.General.Number)).payments).toHaveLength(1);
    expect(await deps.directDebits.parkedReturns(owner.accountId, refReturned)).toEqual([]);
    // Both again: nothing more, and the return, applied already, is not kept again.
    await importedWhole(camt([returnOf(refReturned)]));
    await importedWhole(camt(credits(refReturned, refKept)));
    expect((await getDocument(deps, owner, 'invoice', returned!.General.Number)).payments ?? []).toEqual([]);
    expect((await deps.payments.list(owner.accountId, 'deleted', {}, 10)).items).toHaveLength(1);
    expect(await deps.directDebits.parkedReturns(owner.accountId, refReturned)).toEqual([]);
  });

  it("a statement's returns are applied by the sweep when its import died before them", async () => {
    const { fake, deps, numbers } = await account();
    await createBatch(deps, owner, { CollectionDate: inDays(20) });
    const invoice = await getDocument(deps, owner, 'invoice', numbers[0]!);
    const reference = invoice.General.PaymentReference!;
    const credit = { amount: '60.00', bankRef: 'C-1', date: '2026-03-20', e2e: reference };
    await importedThrough(fake, camt([credit]));
    fake.queued.length = 0;
    // A month's statement, its import dying as it reads the return (after it was kept with its work due).
    const byReferences = deps.documents.byPaymentReferences.bind(deps.documents);
    const createStatement = deps.bank.createStatement.bind(deps.bank);
    let kept = false;
    deps.bank.createStatement = async (...args: Parameters<typeof createStatement>) => {
      await createStatement(...args);
      kept = true;
    };
    deps.documents.byPaymentReferences = async (...args: Parameters<typeof byReferences>) => {
      if (kept) throw new Error('the request ran out of time');
      return byReferences(...args);
    };
    const statement = camt([
      { ...credit, bankRef: 'C-9', amount: '1.00', e2e: 'NOTPROVIDED' },
      { debit: true, amount: '60.00', bankRef: 'R-1', date: '2026-03-24', e2e: reference, reason: 'AM04' },
    ]);
    await expect(
      importStatement(deps, owner, { kind: 'xml', type: 'application/xml', text: statement }),
    ).rejects.toThrow('ran out of time');
    deps.documents.byPaymentReferences = byReferences;
    deps.bank.createStatement = createStatement;
    expect((await getDocument(deps, owner, 'invoice', invoice.General.Number)).payments).toHaveLength(1);
    // Its work, as the table keeps it with the statement (the fake keeps none).
    const statementId = Math.max(...[...fake.statements.values()].map((held) => held.statementId));
    const work = {
      kind: 'statement' as const,
      accountId: owner.accountId,
      ref: String(statementId),
      deadline: 0,
      sweeps: 1,
    };
    expect(await statementResumer.resume(deps, work)).toBe('queued');
    expect((await getDocument(deps, owner, 'invoice', invoice.General.Number)).payments ?? []).toEqual([]);
  });
});
