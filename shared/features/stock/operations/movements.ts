import * as z from 'zod/mini';
import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { limitParam } from '../../../kernel/pagination.ts';
import { parse } from '../../../kernel/validation.ts';
import { categoryParams } from '../../catalog/schema.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import type { StockMovement } from '../model.ts';
import { listMovements } from '../service.ts';

/** The movements' query: paging only. */
const movementQuery = z.strictObject({ limit: limitParam, cursor: z.optional(z.string()) });

/** An inventory entry's stock movements. */
export const catalogMovements = apiOperation({
  name: 'catalog.movements',
  method: 'GET',
  path: '/api/catalog.svc/movements/{id}',
  handler: 'functions/stock/movements.ts',
  access: 'staff-expenses',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: "An inventory entry's stock movements, newest first",
  tag: 'Catalog',
  params: categoryParams,
  query: movementQuery,
  success: { kind: 'page', item: answers.movement },
  errors: [404],
  run: async ({ principal, params, query, event }, deps: Pick<Stores, 'catalog' | 'stock'>) => {
    const { id } = parse(categoryParams, params, 'The path');
    const q = parse(movementQuery, query, 'The query');
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'movements', query: { ...q, name: id } },
      (start) => listMovements(deps, principal, id, q.limit, start),
      (m: StockMovement) => ({ Date: m.Date, Quantity: m.Quantity, Document: m.Document, Balance: m.Balance }),
    );
  },
});
