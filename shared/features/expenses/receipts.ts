import type { Principal } from '../../access/principal.ts';
import { invalid } from '../../kernel/errors.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import type { Ports, Stores } from '../ports.ts';
import { type StoredFile, storedFileKey, uploadKey } from '../stored-files/port.ts';
import { type FileOrLink, newFileName, offerUpload, storedFileOrLink, uploadOpening } from '../stored-files/uploads.ts';
import { type Expense, MAX_RECEIPT_BYTES, type ReceiptType } from './model.ts';
import { getExpense } from './service.ts';

type Deps = Pick<Stores, 'expenses'> & Pick<Ports, 'storedFiles'>;

/** What opens a receipt of each type. */
const receiptOpenings: Record<ReceiptType, (opening: Uint8Array) => boolean> = {
  'application/pdf': (b: Uint8Array) => Buffer.from(b.subarray(0, 5)).toString('latin1') === '%PDF-',
  'image/png': (b: Uint8Array) =>
    Buffer.from(b.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};
/** How many opening bytes tell a receipt's type. */
const OPENING_BYTES = 8;

/** Where a receipt is kept: a key of its own for each (`name`), or the one key of the receipts kept before. */
const receiptKey = (e: Pick<Expense, 'accountId' | 'expenseId'>, name?: string) =>
  storedFileKey(e.accountId, 'expenses', e.expenseId, name === undefined ? 'receipt' : `receipt-${name}`);
const receiptUploadKey = (accountId: string, expenseId: number, upload: string) =>
  uploadKey(accountId, 'expenses', expenseId, upload);

const notTheType = (type: string) =>
  invalid(`The receipt is not the ${type} file it is sent as.`, [
    { field: 'body', message: 'must be a PDF, PNG or JPEG file of the type it is sent as' },
  ]);
const isReceipt = (type: string, opening: Uint8Array) =>
  Object.hasOwn(receiptOpenings, type) && receiptOpenings[type as ReceiptType](opening);

/**
 * Records the receipt kept under `key` on the expense (its type, size and when): the expense
 * shows it from then on, the one before until then (which stays in the bucket).
 */
function recordReceipt(deps: Deps, principal: Principal, expenseId: number, type: string, size: number, key: string) {
  return retryOnConflict(async () => {
    const before = await getExpense(deps, principal, expenseId);
    const receipt = { Type: type, Size: size, At: Date.now(), Key: key };
    await deps.expenses.replace(before, {
      ...before,
      receipt,
      version: before.version + 1,
      updatedBy: principal.userId,
    });
    return receipt;
  });
}

/**
 * Attaches a receipt to an expense (docs/api.md §18), replacing any before (kept in the bucket):
 * kept in the stage's bucket byte for byte, its type checked against its first bytes (400 when
 * they disagree).
 */
export async function setReceipt(deps: Deps, principal: Principal, expenseId: number, file: StoredFile) {
  if (!isReceipt(file.type, file.bytes)) throw notTheType(file.type);
  await getExpense(deps, principal, expenseId);
  const key = receiptKey({ accountId: principal.accountId, expenseId }, newFileName());
  await deps.storedFiles.put(key, file);
  return recordReceipt(deps, principal, expenseId, file.type, file.bytes.byteLength, key);
}

/**
 * A link to upload an expense's receipt straight to the bucket, for a file larger than a request
 * carries (docs/api.md §18): a PUT of exactly the `Size` bytes of the `Type` declared, for 15
 * minutes; then `receipt-attach` with its `Upload` checks the file and attaches it.
 */
export async function receiptUploadLink(
  deps: Deps,
  principal: Principal,
  expenseId: number,
  file: { Type: ReceiptType; Size: number },
) {
  await getExpense(deps, principal, expenseId);
  return offerUpload(deps, (upload) => receiptUploadKey(principal.accountId, expenseId, upload), file);
}

/**
 * Attaches the receipt uploaded through `receiptUploadLink`'s link, replacing any before: its type
 * checked against its first bytes as an uploaded receipt's is (400), then copied within the bucket
 * to where the expense's receipt is kept. Nothing uploaded under `upload` for this expense (or
 * more than a day ago, when the bucket let it go): 409 `upload_missing`. Attaching the same
 * upload again attaches the same file.
 */
export async function attachUploadedReceipt(deps: Deps, principal: Principal, expenseId: number, upload: string) {
  await getExpense(deps, principal, expenseId);
  const staged = receiptUploadKey(principal.accountId, expenseId, upload);
  const opening = await uploadOpening(deps, staged, OPENING_BYTES, {
    upload,
    where: `for expense ${expenseId}`,
    linkOperation: 'receipt-upload',
  });
  if (!isReceipt(opening.type, opening.first) || opening.size > MAX_RECEIPT_BYTES) throw notTheType(opening.type);
  // Under the upload's name: attached again, the same file under the same key.
  const key = receiptKey({ accountId: principal.accountId, expenseId }, upload);
  await deps.storedFiles.copy(staged, key);
  return recordReceipt(deps, principal, expenseId, opening.type, opening.size, key);
}

/**
 * An expense's receipt (404 when it has none): its bytes as it was sent, or for one larger than a
 * function answers, a link that reads it for 15 minutes.
 */
export async function receiptOf(deps: Deps, principal: Principal, expenseId: number): Promise<FileOrLink> {
  const { receipt, ...expense } = await getExpense(deps, principal, expenseId);
  const key = receipt && (receipt.Key ?? receiptKey(expense));
  return storedFileOrLink(deps, key, `The receipt of expense ${expenseId}`, receipt?.Size);
}
