import * as z from 'zod/mini';
import { listOperation } from '../../../http/list-operation.ts';
import { limitParam } from '../../../kernel/pagination.ts';
import { categoryParams } from '../../catalog/schema.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import type { StockMovement } from '../model.ts';
import { listMovements } from '../service.ts';

/** The movements' query: paging only. */
const movementQuery = z.strictObject({ limit: limitParam, cursor: z.optional(z.string()) });

/** An inventory entry's stock movements. */
export const catalogMovements = listOperation({
  name: 'catalog.movements',
  path: '/api/catalog.svc/movements/{id}',
  handler: 'functions/stock/movements.ts',
  access: 'staff-expenses',
  summary: "An inventory entry's stock movements, newest first",
  tag: 'Catalog',
  params: categoryParams,
  query: movementQuery,
  item: answers.movement,
  errors: [404],
  list: (q, { id }) => ({ kind: 'movements', query: { ...q, name: id } }),
  read: (deps: Pick<Stores, 'catalog' | 'stock'>, principal, q, start, { id }) =>
    listMovements(deps, principal, id, q.limit, start),
  present: (m: StockMovement) => ({ Date: m.Date, Quantity: m.Quantity, Document: m.Document, Balance: m.Balance }),
});
