import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { actingOwner } from '../../access/principal.ts';
import { uploadKey } from '../stored-files/port.ts';
import { MAX_RECEIPT_BYTES } from './model.ts';
import { attachUploadedReceipt, receiptOf, receiptUploadLink, setReceipt } from './receipts.ts';

const principal = actingOwner('acc-1');

function withExpense() {
  const fake = fakePorts();
  void fake.ports.expenses.insert({
    accountId: 'acc-1',
    expenseId: 7,
    createdAt: 0,
    createdBy: 1,
    updatedBy: 1,
    version: 1,
    folder: 'active',
    Date: '2026-03-05',
    Category: 'Hotel',
    Description: '',
    Currency: 'EUR',
    Lines: [],
    rates: [],
    TotalHT: '0.00',
    TotalVAT: '0.00',
    TotalNET: '0.00',
  });
  return fake;
}
const pdf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(Buffer.from('%PDF-'));
  return bytes;
};

describe("an expense's receipt", () => {
  it('is uploaded under a key of its account and expense, and attached once its bytes say what it was sent as', async () => {
    const { ports, storedFiles } = withExpense();
    const link = await receiptUploadLink(ports, principal, 7, { Type: 'application/pdf', Size: 64 });
    expect(link.Upload).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.Url).toContain(uploadKey('acc-1', 'expenses', 7, link.Upload));
    storedFiles.set(uploadKey('acc-1', 'expenses', 7, link.Upload), { type: 'application/pdf', bytes: pdf(64) });
    expect(await attachUploadedReceipt(ports, principal, 7, link.Upload)).toMatchObject({
      Type: 'application/pdf',
      Size: 64,
    });
    expect(await receiptOf(ports, principal, 7)).toEqual({ type: 'application/pdf', bytes: pdf(64) });
  });

  it('refuses an uploaded file past 10 MiB, whatever its link said', async () => {
    const { ports, storedFiles } = withExpense();
    const upload = 'U'.repeat(22);
    storedFiles.set(uploadKey('acc-1', 'expenses', 7, upload), {
      type: 'application/pdf',
      bytes: pdf(MAX_RECEIPT_BYTES + 1),
    });
    await expect(attachUploadedReceipt(ports, principal, 7, upload)).rejects.toMatchObject({ kind: 'invalid' });
    expect((await ports.expenses.get('acc-1', 7))?.receipt).toBeUndefined();
  });

  it('is read back by a link past 4 MiB, in place up to it', async () => {
    const { ports } = withExpense();
    await setReceipt(ports, principal, 7, { type: 'application/pdf', bytes: pdf(4 * 1024 * 1024) });
    expect(await receiptOf(ports, principal, 7)).toHaveProperty('bytes');
    await setReceipt(ports, principal, 7, { type: 'application/pdf', bytes: pdf(4 * 1024 * 1024 + 1) });
    expect(await receiptOf(ports, principal, 7)).toEqual({
      link: expect.stringContaining('files/acc-1/expenses/7/receipt-'),
    });
  });

  it('keeps a replaced receipt under its own key, and reads one kept before receipts had keys of their own', async () => {
    const { ports, storedFiles } = withExpense();
    await setReceipt(ports, principal, 7, { type: 'application/pdf', bytes: pdf(10) });
    await setReceipt(ports, principal, 7, { type: 'application/pdf', bytes: pdf(20) });
    const kept = [...storedFiles.entries()].filter(([key]) => key.startsWith('files/acc-1/expenses/7/receipt-'));
    expect(kept.map(([, file]) => file.bytes.byteLength).sort()).toEqual([10, 20]);
    expect(await receiptOf(ports, principal, 7)).toEqual({ type: 'application/pdf', bytes: pdf(20) });

    const before = (await ports.expenses.get('acc-1', 7))!;
    await ports.expenses.replace(before, {
      ...before,
      receipt: { Type: 'image/png', Size: 3, At: 0 },
      version: before.version + 1,
    });
    storedFiles.set('files/acc-1/expenses/7/receipt', { type: 'image/png', bytes: new Uint8Array([1, 2, 3]) });
    expect(await receiptOf(ports, principal, 7)).toEqual({ type: 'image/png', bytes: new Uint8Array([1, 2, 3]) });
  });
});
