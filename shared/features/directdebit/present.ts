import type { DirectDebitBatch } from './model.ts';

/** A batch as its create answers it (docs/api.md §19). */
export const batchRecord = (b: DirectDebitBatch) => ({
  batch_id: b.batchId,
  Url: `/api/directdebit/batch/get/${b.batchId}`,
  CollectionDate: b.CollectionDate,
  Count: b.collections.length,
  Total: Number(b.Total),
});
