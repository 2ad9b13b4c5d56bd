/**
 * The transaction items of a document write, each with what its refused condition means: the
 * document, the reports' mark, the deposits' claims, the issue series' place, the history entry.
 */
import { randomBytes } from 'node:crypto';
import {
  depositClaimChanges,
  depositClaimNumbers,
  depositDeducted,
  depositGivenBack,
  depositStoredNumber,
  draftClaimsToCheck,
  givesDepositBack,
} from '../../features/documents/deposits.ts';
import type { Document, HistoryEntry } from '../../features/documents/model.ts';
import { ISSUE_SERIES, storedNumber, takesSeriesPlace } from '../../features/documents/numbering.ts';
import type { DocumentWrite } from '../../features/documents/port.ts';
import { addsToTotals } from '../../features/documents/settlement.ts';
import { documentItem } from './document-item.ts';
import { table } from './dynamo.ts';
import { keys } from './keys.ts';
import { pendingTotalsMark } from './pending-totals.ts';
import { seriesStep } from './sequences.ts';
import { changed, type Guarded, guardedAsChanged, taken } from './transactions.ts';

/** The transaction item that writes a document: new only if its Number is free, else only over the version read. */
const documentPut = ({ before, after }: DocumentWrite) => ({
  Put: {
    TableName: table(),
    Item: documentItem(after),
    ...(before
      ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } }
      : { ConditionExpression: 'attribute_not_exists(PK)' }),
  },
});

/**
 * The mark of a change that the reports' totals do not hold yet (docs/reports.md), made only where
 * the change can move a total: a draft written or deleted, or an estimate, adds to none, and a
 * report need not wait for it.
 */
const pendingTotals = ({ before, after }: DocumentWrite) =>
  addsToTotals(before) || addsToTotals(after)
    ? [pendingTotalsMark(after.accountId, after.type, after.General.Number, after.version)]
    : [];

/** The key of a deposit invoice's claim item: held by the one final invoice that deducts it (docs/api.md §17). */
export const depositClaimKey = (accountId: string, deposit: string) => keys.claim(accountId, `deposit#${deposit}`);

/**
 * A deposit a final invoice takes stays deductible until the write (`stillDeductible`, as a
 * condition): neither cancelled nor credited by a write that came between its read and this one,
 * which no claim stopped yet.
 */
function deductibleAtWrite(after: Document, deposit: string): Guarded {
  return {
    item: {
      ConditionCheck: {
        TableName: table(),
        Key: keys.document(after.accountId, 'invoice', depositStoredNumber(after, deposit)),
        ConditionExpression:
          '#status <> :cancelled AND (attribute_not_exists(#record.#credits) OR size(#record.#credits) = :none)',
        ExpressionAttributeNames: { '#status': 'status', '#record': 'record', '#credits': 'credits' },
        ExpressionAttributeValues: { ':cancelled': 'cancelled', ':none': 0 },
      },
    },
    refused: (): never => {
      throw depositGivenBack(after, deposit);
    },
  };
}

/**
 * A write that gives a deposit back (a credit note on it, its cancel) holds only while no final
 * invoice claims it, under either of its Numbers: a final that took it since the write's checks
 * read it refuses the write (`changed`), which runs again and answers who deducts it.
 */
function unclaimedDeposit(before: Document | undefined, after: Document): Guarded[] {
  if (!givesDepositBack(before, after)) return [];
  return guardedAsChanged(
    depositClaimNumbers(after).map((n) => ({
      ConditionCheck: {
        TableName: table(),
        Key: depositClaimKey(after.accountId, n),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    })),
  );
}

/** The claims a write of a final invoice takes (each only if free) and releases, as transaction items. */
export function depositClaims(before: Document | undefined, after: Document): Guarded[] {
  const { taken, released } = depositClaimChanges(before, after);
  const { accountId } = after;
  return [
    ...taken.map((deposit) => deductibleAtWrite(after, deposit)),
    ...taken.map((deposit) => ({
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...depositClaimKey(accountId, deposit),
            kind: 'claim',
            accountId,
            holder: after.General.Number,
            at: Date.now(),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: (): never => {
        throw depositDeducted(deposit);
      },
    })),
    ...draftClaimsToCheck(before, after).map(({ deposit, draft }) => ({
      item: {
        ConditionCheck: {
          TableName: table(),
          Key: depositClaimKey(accountId, draft),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: (): never => {
        throw depositDeducted(deposit);
      },
    })),
    ...guardedAsChanged(
      released.map((deposit) => ({ Delete: { TableName: table(), Key: depositClaimKey(accountId, deposit) } })),
    ),
  ];
}

/**
 * The transaction items of a document write, with what their failed conditions mean: the
 * document (Number taken, or changed since read), the mark the reports wait on, the claims of
 * a final invoice's deposits, and for a new invoice the pointer of its PaymentReference (new
 * only if the reference is free in the account).
 */
export function documentPuts(write: DocumentWrite): Guarded[] {
  const { before, after } = write;
  const document: Guarded = {
    item: documentPut(write),
    refused: before ? changed : taken(`The ${after.type} Number "${after.General.Number}"`),
  };
  const alongside = [
    ...guardedAsChanged(pendingTotals(write)),
    ...depositClaims(before, after),
    ...unclaimedDeposit(before, after),
    ...seriesPlace(before, after),
  ];
  const reference = after.General.PaymentReference;
  if (before || !reference) return [document, ...alongside];
  const { accountId, type, createdAt } = after;
  return [
    document,
    ...alongside,
    {
      refused: taken(`The PaymentReference "${reference}"`),
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...keys.paymentReference(accountId, reference),
            kind: 'paymentReference',
            accountId,
            type,
            number: write.after.General.Number,
            createdAt,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
  ];
}

/**
 * An issue numbered at issue (docs/api.md §22): the series' head moved to the document's place,
 * only from the place before, and its issued Number made a pointer to the draft Number it is
 * stored under. Another issue that took the place first refuses the write (`changed`), which
 * runs again from fresh reads and takes the next place.
 */
function seriesPlace(before: Document | undefined, after: Document): Guarded[] {
  if (!takesSeriesPlace(before, after)) return [];
  const { accountId, type } = after;
  return [
    { item: seriesStep(accountId, ISSUE_SERIES, after.seriesSeq!, after.General.DateIssue), refused: changed },
    {
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...keys.document(accountId, type, after.General.Number),
            kind: 'numberPointer',
            accountId,
            type,
            storedAs: storedNumber(after),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: changed,
    },
  ];
}

let historySequence = 0;

/** The transaction item that records a history entry (its key sorts by time, then by write). */
export const historyPut = (entry: HistoryEntry) => {
  historySequence = (historySequence + 1) % 1_000_000;
  const unique = `${String(historySequence).padStart(6, '0')}${randomBytes(3).toString('hex')}`;
  return {
    Put: {
      TableName: table(),
      Item: {
        ...keys.history(entry.type, entry.number, entry.documentCreatedAt, entry.at, unique, entry.accountId),
        kind: 'history',
        entry,
      },
    },
  };
};
