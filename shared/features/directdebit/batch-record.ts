/**
 * A direct-debit batch as pending work (docs/asynchronous-work.md): its record is written with its
 * work due before its invoices are made pending, so that a request failing anywhere after leaves
 * the sweep to finish it (close the checkouts opened meanwhile, count its mandates' collections)
 * or, its invoices never pending under it, to forget it. Apart from the pain.008 writer, which
 * the sweep need not load.
 */
import { actingOwner, type Principal } from '../../access/principal.ts';
import { log } from '../../kernel/log.ts';
import { countCollections } from '../mandates/service.ts';
import { closeCheckouts } from '../online-payments/checkout.ts';
import type { Ports, Stores } from '../ports.ts';
import { deadlineFrom, type WorkResumer } from '../work/model.ts';
import type { DirectDebitBatch } from './model.ts';

type RecordDeps = Pick<Stores, 'directDebits' | 'work'>;
type FinishDeps = Pick<Stores, 'accounts' | 'directDebits' | 'mandates' | 'providerRecords' | 'work'> &
  Pick<Ports, 'paymentProvider'>;

const ref = (batch: DirectDebitBatch) => String(batch.batchId);

/** Keeps a batch with its work due: from here on, a request that fails leaves the rest to the sweep. */
export async function recordBatch(deps: RecordDeps, batch: DirectDebitBatch): Promise<void> {
  await deps.work.mark({
    kind: 'ddbatch',
    accountId: batch.accountId,
    ref: ref(batch),
    deadline: deadlineFrom(Date.now()),
  });
  await deps.directDebits.insertBatch(batch);
}

/** Forgets a batch whose invoices were not made pending under it (another batch took one first), and its work. */
export async function forgetBatch(deps: RecordDeps, batch: DirectDebitBatch): Promise<void> {
  await deps.directDebits.deleteBatch(batch.accountId, batch.batchId);
  await deps.work.clear(batch.accountId, 'ddbatch', ref(batch));
}

/**
 * Closes the checkouts opened for a batch's invoices while it was made (from a minute before its
 * first closing: the functions' clocks differ by less); from then on the invoices refuse new ones.
 * Never throws: the batch holds already.
 */
async function closeLateCheckouts(deps: FinishDeps, batch: DirectDebitBatch): Promise<void> {
  const numbers = batch.collections.map((c) => c.number);
  const context = { accountId: batch.accountId, batchId: batch.batchId };
  try {
    const closed = await closeCheckouts(
      deps,
      batch.accountId,
      numbers,
      (batch.closingFrom ?? batch.createdAt) - 60_000,
    );
    for (const number of numbers.filter((n) => !closed.has(n)))
      log.warn('An invoice of a direct debit batch may have been paid online while the batch was made', {
        ...context,
        number,
      });
  } catch (error) {
    log.warn('The checkouts opened while a direct debit batch was made could not be read', {
      ...context,
      error: String(error),
    });
  }
}

/**
 * What follows a batch's invoices made pending: the checkouts opened meanwhile closed, each
 * mandate counting the batch's collections under it (once), then its work done.
 */
export async function finishBatch(deps: FinishDeps, principal: Principal, batch: DirectDebitBatch): Promise<void> {
  await closeLateCheckouts(deps, batch);
  const counts = new Map<number, number>();
  for (const { mandateId } of batch.collections) counts.set(mandateId, (counts.get(mandateId) ?? 0) + 1);
  for (const [mandateId, count] of counts)
    await countCollections(deps, principal, mandateId, { batchId: batch.batchId, count });
  await deps.work.clear(batch.accountId, 'ddbatch', ref(batch));
}

/**
 * A batch whose request failed after keeping it: its invoices pending under it (made so in one
 * write, all or none), the sweep finishes it as its maker; none, it never was, and is forgotten.
 * Nothing takes an invoice out of its collection before the collection date, long after the sweep.
 */
export const batchResumer: WorkResumer = {
  kind: 'ddbatch',
  async resume(deps, work) {
    const batch = await deps.directDebits.getBatch(work.accountId, Number(work.ref));
    if (!batch) return 'done';
    const invoices = await deps.documents.many(
      work.accountId,
      batch.collections.map((c) => ({ type: 'invoice' as const, number: c.number })),
    );
    if (invoices.some((invoice) => invoice.collection?.batchId === batch.batchId))
      await finishBatch(deps, actingOwner(work.accountId, batch.createdBy), batch);
    else await forgetBatch(deps, batch);
    return 'done';
  },
};
