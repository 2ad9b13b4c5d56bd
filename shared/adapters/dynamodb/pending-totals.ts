import { table } from './dynamo.ts';
import { keys } from './keys.ts';

/** A day: a change the stream never delivered stops holding reports back (they answer without it). */
const PENDING_SECONDS = 86_400;

/**
 * The mark of a change the reports' totals do not hold yet (docs/reports.md): a transaction item
 * written with the change (a document, a purchase, an expense), deleted by the stream worker in
 * the write that adds it, so a report that finds none left knows every change before it is counted.
 */
export const pendingTotalsMark = (accountId: string, type: string, number: string, version: number) => ({
  Put: {
    TableName: table(),
    Item: {
      ...keys.aggregatePending(accountId, type, number, version),
      kind: 'aggregatePending',
      at: Date.now(),
      expiresAt: Math.floor(Date.now() / 1000) + PENDING_SECONDS,
    },
  },
});
