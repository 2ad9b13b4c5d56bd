import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type Purchase,
  TRANSFER_CLAIM_HOLDS_MS,
  TRANSFER_CLAIMS_PER_WRITE,
  type Transfer,
} from '../../features/purchases/model.ts';
import type { DatedPurchasePayment, PurchasesPort } from '../../features/purchases/port.ts';
import {
  entersTransfer,
  leavesTransfer,
  namedNumbers,
  outsideTransfers,
  quotableReferences,
} from '../../features/purchases/rules.ts';
import { Conflict } from '../../kernel/errors.ts';
import { pagesOf } from '../../kernel/pagination.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { keys } from './keys.ts';
import { pendingTotalsMark } from './pending-totals.ts';
import { type Condition, datedPage, newestUnder, queryPage } from './query.ts';
import { changed, conditional, type Guarded, guardedAsChanged, transact, transactGuarded } from './transactions.ts';

const year = (p: Purchase) => p.DateIssue.slice(0, 4);

/** The key of a purchase's transfer claim: held by the one transfer file that pays it (docs/api.md §18). */
const transferClaimKey = (accountId: string, purchaseId: number) => keys.claim(accountId, `transfer#${purchaseId}`);

/** A purchase as the table holds it (the bench loads them straight in). */
export function purchaseItem(p: Purchase) {
  return sized(
    {
      ...keys.purchase(p.accountId, p.purchaseId),
      ...keys.purchaseList(p.accountId, p.DateIssue, p.purchaseId),
      kind: 'purchase',
      ...p,
    },
    'purchase',
  );
}

/** A transfer as its stored item holds it. */
function transferOf(item: Record<string, unknown>): Transfer {
  const { PK: _pk, SK: _sk, kind: _kind, withdrawn, rejections, ...transfer } = item;
  // Kept as sets, so that a purchase is withdrawn once however often it is named: its ids, and
  // `<id>:<code>` for the bank's reasons (the lesser code of a purchase named twice).
  const out = transfer as unknown as Transfer;
  if (withdrawn instanceof Set) out.withdrawn = [...withdrawn].map(Number).sort((a, b) => a - b);
  if (rejections instanceof Set)
    out.rejections = Object.fromEntries(
      [...(rejections as Set<string>)]
        .sort()
        .reverse()
        .map((entry) => [Number(entry.slice(0, entry.indexOf(':'))), entry.slice(entry.indexOf(':') + 1)]),
    );
  return out;
}

/** A purchase as its stored item (or its stream image) holds it. */
export function purchaseOf(item: Record<string, unknown>): Purchase {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, kind: _kind, ...purchase } = item;
  return purchase as unknown as Purchase;
}

/** The items of the payments `after` adds: each payment beside its purchase, its bank line claimed once. */
function newPayments(before: Purchase, after: Purchase): Guarded[] {
  const known = new Set(before.payments.map((p) => p.paymentId));
  return after.payments
    .filter((p) => !known.has(p.paymentId))
    .flatMap((payment): Guarded[] => [
      {
        item: {
          Put: {
            TableName: table(),
            Item: {
              ...keys.purchasePayment(after.accountId, payment.paymentId),
              ...keys.purchasePaymentList(after.accountId, payment.Date, payment.paymentId),
              kind: 'purchasePayment',
              accountId: after.accountId,
              purchaseId: after.purchaseId,
              supplierId: after.supplierId,
              Number: after.Number,
              Currency: after.Currency,
              purchaseKind: after.docType,
              payment,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        refused: changed,
      },
      ...(payment.bankRef
        ? [
            {
              item: {
                Put: {
                  TableName: table(),
                  Item: {
                    ...keys.purchasePaymentClaim(after.accountId, payment.bankRef),
                    kind: 'claim',
                    purchaseId: after.purchaseId,
                    paymentId: payment.paymentId,
                  },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
              refused: () => {
                throw new Conflict('claimed', 'The bank line paid a purchase already.');
              },
            },
          ]
        : []),
    ]);
}

/**
 * A purchase given back from the transfer that paid it (its payment returned, docs/api.md §18)
 * leaves that transfer's claim in the same write: a later transfer may pay it.
 */
function claimLeft(before: Purchase, after: Purchase): Guarded[] {
  if (!leavesTransfer(before, after)) return [];
  return [
    {
      item: {
        Delete: {
          TableName: table(),
          Key: transferClaimKey(after.accountId, after.purchaseId),
          ConditionExpression: 'attribute_not_exists(PK) OR holder = :holder',
          ExpressionAttributeValues: { ':holder': before.transferId },
        },
      },
      refused: changed,
    },
  ];
}

/**
 * A purchase goes into a transfer only while that transfer holds its claim: a transfer cancelled
 * meanwhile released it, and its marks still running are refused (Conflict `released`).
 */
function claimHeld(before: Purchase, after: Purchase): Guarded[] {
  if (!entersTransfer(before, after)) return [];
  return [
    {
      item: {
        ConditionCheck: {
          TableName: table(),
          Key: transferClaimKey(after.accountId, after.purchaseId),
          ConditionExpression: 'holder = :holder',
          ExpressionAttributeValues: { ':holder': after.transferId },
        },
      },
      refused: () => {
        throw new Conflict(
          'released',
          `The transfer ${after.transferId} no longer holds purchase ${after.purchaseId}.`,
        );
      },
    },
  ];
}

/**
 * A purchase in no transfer changes only while no transfer being made holds its claim: that
 * transfer pays what it read the purchase owes (a claim older than a request's life is let be:
 * its request is gone). Conflict `held` otherwise.
 */
function claimFree(before: Purchase, after: Purchase): Guarded[] {
  if (!outsideTransfers(before, after)) return [];
  return [
    {
      item: {
        ConditionCheck: {
          TableName: table(),
          Key: transferClaimKey(after.accountId, after.purchaseId),
          ConditionExpression: 'attribute_not_exists(PK) OR #at < :stale',
          ExpressionAttributeNames: { '#at': 'at' },
          ExpressionAttributeValues: { ':stale': Date.now() - TRANSFER_CLAIM_HOLDS_MS },
        },
      },
      refused: () => {
        throw new Conflict(
          'held',
          `The purchase ${after.purchaseId} is going into a transfer file being made: read it again in a moment.`,
        );
      },
    },
  ];
}

/**
 * The items of the payments `after` leaves out (deleted): each payment's own item goes with it, so
 * that the FEC's bank journal no longer finds it; its bank line stays claimed (it paid once).
 */
const paymentsLeftOut = (before: Purchase, after: Purchase): Guarded[] => {
  const kept = new Set(after.payments.map((p) => p.paymentId));
  return guardedAsChanged(
    before.payments
      .filter((p) => !kept.has(p.paymentId))
      .map((payment) => ({
        Delete: {
          TableName: table(),
          Key: keys.purchasePayment(after.accountId, payment.paymentId),
          ConditionExpression: 'attribute_exists(PK)',
        },
      })),
  );
};

/** GSI1's partition of the account's supplier payments, by Date. */
const paymentListPartition = (accountId: string) => ({
  attribute: 'GSI1PK',
  value: keys.purchasePaymentList(accountId, '', 0).GSI1PK,
});

/** A supplier payment as its own item holds it, with what it says of its purchase. */
const datedPayment = (item: Record<string, unknown>): DatedPurchasePayment => ({
  purchaseId: Number(item.purchaseId),
  supplierId: Number(item.supplierId),
  Number: String(item.Number),
  Currency: String(item.Currency),
  docType: item.purchaseKind as Purchase['docType'],
  payment: item.payment as DatedPurchasePayment['payment'],
});

/** The writes of a purchase's new version: itself if unchanged since `before`, its new payments, its totals' mark. */
const replacement = (before: Purchase, after: Purchase): Guarded[] => [
  {
    item: {
      Put: {
        TableName: table(),
        Item: purchaseItem(after),
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': before.version },
      },
    },
    refused: changed,
  },
  ...newPayments(before, after),
  ...paymentsLeftOut(before, after),
  ...claimLeft(before, after),
  ...claimHeld(before, after),
  ...claimFree(before, after),
  {
    item: pendingTotalsMark(after.accountId, 'purchase', String(after.purchaseId), after.version),
    refused: changed,
  },
];

/** The items that find a purchase by the references a bank debit may quote: its payment reference (BT-83) and its Number. */
function referenceItems(p: Purchase): Record<string, unknown>[] {
  return quotableReferences(p).map((reference) => ({
    ...keys.purchaseReference(p.accountId, reference, p.purchaseId),
    kind: 'purchaseReference',
    purchaseId: p.purchaseId,
  }));
}

/** The items that find a purchase by an invoice its file names (`namingPurchases`). */
function namingItems(p: Purchase): Record<string, unknown>[] {
  return namedNumbers(p).map((number) => ({
    ...keys.purchaseNaming(p.accountId, p.supplierId, number, p.purchaseId),
    kind: 'purchaseNaming',
    purchaseId: p.purchaseId,
  }));
}

/** The items that find a purchase other than by its id: by the references a debit quotes, by the invoices it names. */
const findingItems = (p: Purchase) => [...referenceItems(p), ...namingItems(p)];

/** The purchases that items of one sort-key prefix find (`PURREF#`, `PURNAMING#`), by id, `limit` at most. */
async function purchasesUnder(
  accountId: string,
  prefix: string,
  limit: number,
  order: 'newest' | 'oldest',
): Promise<number[]> {
  const found = await queryPage(
    {
      partition: { attribute: 'PK', value: `A#${accountId}` },
      sort: { attribute: 'SK', prefix },
      filters: [],
      limit,
      ascending: order === 'oldest',
    },
    (item) => item.purchaseId as number,
  );
  return found.items;
}

const listPartition = (accountId: string) => ({
  attribute: 'GSI1PK',
  value: keys.purchaseList(accountId, '', 0).GSI1PK,
});

/** Purchases in DynamoDB (docs/data-model.md): by id, by DateIssue, their Numbers and payments. */
export const purchasesStore: PurchasesPort = {
  insert: (p) =>
    transactGuarded([
      {
        item: { Put: { TableName: table(), Item: purchaseItem(p), ConditionExpression: 'attribute_not_exists(PK)' } },
        refused: changed,
      },
      {
        item: {
          Put: {
            TableName: table(),
            Item: {
              ...keys.purchaseNumber(p.accountId, p.supplierId, year(p), p.Number),
              kind: 'claim',
              purchaseId: p.purchaseId,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        refused: () => {
          throw new Conflict('taken', `The supplier's invoice ${p.Number} is imported already.`);
        },
      },
      {
        // Counted on its supplier, whose version moves: a delete that read it before fails.
        item: {
          Update: {
            TableName: table(),
            Key: keys.supplier(p.accountId, p.supplierId),
            UpdateExpression: 'ADD purchases :one, version :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        refused: changed,
      },
      { item: pendingTotalsMark(p.accountId, 'purchase', String(p.purchaseId), p.version), refused: changed },
      ...findingItems(p).map((item) => ({ item: { Put: { TableName: table(), Item: item } }, refused: changed })),
    ]),

  async holderOf(accountId, n) {
    const out = await db().send(
      new GetCommand({
        TableName: table(),
        Key: keys.purchaseNumber(accountId, n.supplierId, n.year, n.number),
        ConsistentRead: true,
      }),
    );
    return typeof out.Item?.purchaseId === 'number' ? out.Item.purchaseId : undefined;
  },

  async get(accountId, purchaseId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.purchase(accountId, purchaseId), ConsistentRead: true }),
    );
    return out.Item ? purchaseOf(out.Item) : undefined;
  },

  payingReference: (accountId, reference, limit) =>
    purchasesUnder(accountId, keys.purchaseReferencePrefix(reference), limit, 'newest'),

  namingPurchases: (accountId, supplierId, number, limit) =>
    purchasesUnder(accountId, keys.purchaseNamingPrefix(supplierId, number), limit, 'oldest'),

  async keepReference(p) {
    for (const Item of findingItems(p)) await db().send(new PutCommand({ TableName: table(), Item }));
  },

  async purchaseOfPayment(accountId, paymentId) {
    const out = await db().send(
      new GetCommand({
        TableName: table(),
        Key: keys.purchasePayment(accountId, paymentId),
        ConsistentRead: true,
        ProjectionExpression: 'purchaseId',
      }),
    );
    return out.Item ? Number(out.Item.purchaseId) : undefined;
  },

  replace: (before, after) => transactGuarded(replacement(before, after)),

  replaceTogether: (changes) => transactGuarded(changes.flatMap(({ before, after }) => replacement(before, after))),

  list(accountId, f, limit, start) {
    const filters: Condition[] = [
      ...(f.status !== undefined ? [{ kind: '=', attribute: 'Status', value: f.status } as const] : []),
      ...(f.supplierId !== undefined ? [{ kind: '=', attribute: 'supplierId', value: f.supplierId } as const] : []),
    ];
    return queryPage(
      {
        index: 'GSI1',
        partition: listPartition(accountId),
        sort: { attribute: 'GSI1SK', from: f.from, to: f.to === undefined ? undefined : `${f.to}#~` },
        filters,
        limit,
        start,
      },
      purchaseOf,
    );
  },

  async *dated(accountId, from, to) {
    yield* pagesOf((start) =>
      queryPage(
        {
          index: 'GSI1',
          partition: listPartition(accountId),
          sort: { attribute: 'GSI1SK', from, to: `${to}#~` },
          filters: [],
          limit: 200,
          start,
          ascending: true,
        },
        purchaseOf,
      ),
    );
  },

  async *paymentsDated(accountId, from, to) {
    yield* pagesOf((start) =>
      datedPage(
        'GSI1',
        paymentListPartition(accountId),
        { from, to },
        [],
        { limit: 500, start, ascending: true },
        datedPayment,
      ),
    );
  },

  listPayments(accountId, filters, limit, start) {
    const conditions: Condition[] = [];
    if (filters.supplierId !== undefined)
      conditions.push({ kind: '=', attribute: 'supplierId', value: filters.supplierId });
    if (filters.purchaseId !== undefined)
      conditions.push({ kind: '=', attribute: 'purchaseId', value: filters.purchaseId });
    const dates = { from: filters.from, to: filters.to };
    return datedPage('GSI1', paymentListPartition(accountId), dates, conditions, { limit, start }, datedPayment);
  },

  async claimForTransfer(accountId, transferId, purchaseIds) {
    for (let i = 0; i < purchaseIds.length; i += TRANSFER_CLAIMS_PER_WRITE) {
      const ids = purchaseIds.slice(i, i + TRANSFER_CLAIMS_PER_WRITE);
      const at = Date.now();
      const refused = await conditional(
        () =>
          transact(
            ids.map((purchaseId) => ({
              Put: {
                TableName: table(),
                Item: { ...transferClaimKey(accountId, purchaseId), kind: 'claim', accountId, holder: transferId, at },
                ConditionExpression: 'attribute_not_exists(PK) OR holder = :holder',
                ExpressionAttributeValues: { ':holder': transferId },
              },
            })),
          ).then(() => undefined),
        (index) => ids[index],
      );
      if (refused === undefined) continue;
      const out = await db().send(
        new GetCommand({ TableName: table(), Key: transferClaimKey(accountId, refused), ConsistentRead: true }),
      );
      // Released since the write was refused: the write is tried again.
      if (!out.Item) i -= TRANSFER_CLAIMS_PER_WRITE;
      else return { accountId, purchaseId: refused, transferId: Number(out.Item.holder), at: Number(out.Item.at) };
    }
    return undefined;
  },

  async takeOverClaim(claim, transferId) {
    return conditional(
      () =>
        db()
          .send(
            new PutCommand({
              TableName: table(),
              Item: {
                ...transferClaimKey(claim.accountId, claim.purchaseId),
                kind: 'claim',
                accountId: claim.accountId,
                holder: transferId,
                at: Date.now(),
              },
              ConditionExpression: 'holder = :holder AND #at = :at',
              ExpressionAttributeNames: { '#at': 'at' },
              ExpressionAttributeValues: { ':holder': claim.transferId, ':at': claim.at },
            }),
          )
          .then(() => true),
      () => false,
    );
  },

  async releaseClaims(accountId, transferId, purchaseIds) {
    await Promise.all(
      purchaseIds.map((purchaseId) =>
        conditional(
          () =>
            db().send(
              new DeleteCommand({
                TableName: table(),
                Key: transferClaimKey(accountId, purchaseId),
                ConditionExpression: 'holder = :holder',
                ExpressionAttributeValues: { ':holder': transferId },
              }),
            ),
          () => undefined,
        ),
      ),
    );
  },

  async insertTransfer(t) {
    await conditional(
      () =>
        db().send(
          new PutCommand({
            TableName: table(),
            Item: sized({ ...keys.transfer(t.accountId, t.transferId), kind: 'transfer', ...t }, 'transfer'),
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      changed,
    );
  },

  async cancelTransfer(accountId, transferId, { at, by, purchases, reason, reasons }) {
    // The first cancel's time, author and reason stay, and a purchase withdrawn is withdrawn once
    // (a set): a cancel repeated (or resumed) changes nothing.
    const rejections = [...(reasons ?? [])].map(([id, code]) => `${id}:${code}`);
    const change = purchases
      ? {
          UpdateExpression: `ADD withdrawn :ids${rejections.length ? ', rejections :reasons' : ''}`,
          ExpressionAttributeValues: {
            ':ids': new Set(purchases),
            ...(rejections.length ? { ':reasons': new Set(rejections) } : {}),
          },
        }
      : {
          UpdateExpression: `SET cancelledAt = if_not_exists(cancelledAt, :at), cancelledBy = if_not_exists(cancelledBy, :by)${reason ? ', cancelReason = if_not_exists(cancelReason, :reason)' : ''}`,
          ExpressionAttributeValues: { ':at': at, ':by': by, ...(reason ? { ':reason': reason } : {}) },
        };
    const out = await conditional(
      () =>
        db().send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.transfer(accountId, transferId),
            ...change,
            ConditionExpression: 'attribute_exists(PK)',
            ReturnValues: 'ALL_NEW',
          }),
        ),
      () => undefined,
    );
    return out?.Attributes && transferOf(out.Attributes);
  },

  async getTransfer(accountId, transferId) {
    const out = await db().send(new GetCommand({ TableName: table(), Key: keys.transfer(accountId, transferId) }));
    return out.Item && transferOf(out.Item);
  },

  listTransfers: (accountId, limit, start) =>
    newestUnder(keys.account(accountId).PK, keys.transferPrefix, { limit, start }, transferOf),
};
