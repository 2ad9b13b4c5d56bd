import type { DirectDebitBatch } from './model.ts';

/** A batch as its create answers it (docs/api.md §19). */
export const batchRecord = (b: DirectDebitBatch) => ({
  batch_id: b.batchId,
  Url: `/api/directdebit/batch/get/${b.batchId}`,
  CollectionDate: b.CollectionDate,
  Count: b.collections.length,
  Total: Number(b.Total),
});

/** A batch as the list shows it: what its create answered, when it was made, and each invoice it collects. */
export const listedBatchRecord = (b: DirectDebitBatch) => ({
  ...batchRecord(b),
  CreateDate: new Date(b.createdAt).toISOString(),
  Collections: b.collections.map((c) => ({
    Invoice: c.number,
    Amount: Number(c.amount),
    mandate_id: c.mandateId,
    RUM: c.RUM,
    Scheme: c.scheme,
    SequenceType: c.sequence,
  })),
});
