import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Expense } from '../../features/expenses/model.ts';
import type { ExpensesPort } from '../../features/expenses/port.ts';
import { pagesOf } from '../../kernel/pagination.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { keys } from './keys.ts';
import { pendingTotalsMark } from './pending-totals.ts';
import { type Condition, queryPage } from './query.ts';
import { guardedAsChanged, transactGuarded } from './transactions.ts';

function toItem(e: Expense) {
  return sized(
    {
      ...keys.expense(e.accountId, e.expenseId),
      ...(e.folder === 'active' ? keys.expenseList(e.accountId, e.Date, e.expenseId) : {}),
      kind: 'expense',
      ...e,
    },
    'expense',
  );
}

/** An expense as its stored item (or its stream image) holds it. */
export function expenseOf(item: Record<string, unknown>): Expense {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, kind: _kind, ...expense } = item;
  return expense as unknown as Expense;
}

const partition = (accountId: string) => ({ attribute: 'GSI1PK', value: keys.expenseList(accountId, '', 0).GSI1PK });

/** Expenses in DynamoDB (docs/data-model.md), listed by Date on GSI1. */
export const expensesStore: ExpensesPort = {
  insert: (e) =>
    transactGuarded(
      guardedAsChanged([
        { Put: { TableName: table(), Item: toItem(e), ConditionExpression: 'attribute_not_exists(PK)' } },
        pendingTotalsMark(e.accountId, 'expense', String(e.expenseId), e.version),
      ]),
    ),

  async get(accountId, expenseId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.expense(accountId, expenseId), ConsistentRead: true }),
    );
    return out.Item ? expenseOf(out.Item) : undefined;
  },

  replace: (before, after) =>
    transactGuarded(
      guardedAsChanged([
        {
          Put: {
            TableName: table(),
            Item: toItem(after),
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': before.version },
          },
        },
        pendingTotalsMark(after.accountId, 'expense', String(after.expenseId), after.version),
      ]),
    ),

  list(accountId, f, limit, start) {
    const filters: Condition[] = [
      ...(f.category !== undefined ? [{ kind: '=', attribute: 'Category', value: f.category } as const] : []),
      ...(f.supplierId !== undefined ? [{ kind: '=', attribute: 'supplierId', value: f.supplierId } as const] : []),
      ...(f.createdBy !== undefined ? [{ kind: '=', attribute: 'createdBy', value: f.createdBy } as const] : []),
    ];
    return queryPage(
      {
        index: 'GSI1',
        partition: partition(accountId),
        sort: { attribute: 'GSI1SK', from: f.from, to: f.to === undefined ? undefined : `${f.to}#~` },
        filters,
        limit,
        start,
      },
      expenseOf,
    );
  },

  async *dated(accountId, from, to) {
    yield* pagesOf((start) =>
      queryPage(
        {
          index: 'GSI1',
          partition: partition(accountId),
          sort: { attribute: 'GSI1SK', from, to: `${to}#~` },
          filters: [],
          limit: 500,
          start,
          ascending: true,
        },
        expenseOf,
      ),
    );
  },
};
