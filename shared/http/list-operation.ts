import type * as z from 'zod/mini';
import type { Principal } from '../access/principal.ts';
import { type Operation, read } from '../kernel/operation.ts';
import type { Page, StartKey } from '../kernel/pagination.ts';
import { parse } from '../kernel/validation.ts';
import { type ApiOperation, apiOperation } from './operation.ts';
import { listAnswer } from './pages.ts';

/** The query every list takes: its filters, a page size and where to go on from. */
type ListQuery = Record<string, unknown> & { cursor?: string };

/** What a list's cursor is bound to: the list's kind and every filter that chose it (docs/api.md §6). */
interface ListBinding {
  kind: string;
  query: ListQuery;
}

/**
 * A list operation's declaration: what differs from one list to the next. Every list is a GET
 * with no body, answers a page, only reads, and signs its cursors.
 */
export interface ListDeclaration<N extends string, D, Q extends z.ZodMiniType, P extends z.ZodMiniType, T>
  extends Omit<Operation, 'name' | 'method' | 'body' | 'usesSigningKey' | 'table' | 'query' | 'params' | 'success'> {
  readonly name: N;
  readonly query: Q;
  readonly params?: P;
  /** One presented element's schema, for the API description. */
  readonly item: z.ZodMiniType;
  /**
   * The list's kind in its cursors, or the whole binding where the path, the caller or a default
   * chooses the list too.
   */
  readonly list: string | ((query: z.output<Q>, params: z.output<P>, principal: Principal) => ListBinding);
  /** Reads one page from where the cursor points. */
  read(
    deps: D,
    principal: Principal,
    query: z.output<Q>,
    start: StartKey | undefined,
    params: z.output<P>,
  ): Promise<Page<T>>;
  /** One element as the API answers it. */
  present(item: T): unknown;
}

/** Declares a list: the query and path parsed, the cursor checked against the list, the page read and presented. */
export function listOperation<
  const N extends string,
  D,
  Q extends z.ZodMiniType,
  T,
  P extends z.ZodMiniType = z.ZodMiniType,
>(declaration: ListDeclaration<N, D, Q, P, T>): ApiOperation<D> & { readonly name: N } {
  const { list, item, read: readPage, present, ...operation } = declaration;
  return apiOperation({
    ...operation,
    method: 'GET',
    body: 'none',
    usesSigningKey: true,
    table: read,
    success: { kind: 'page', item },
    run: async ({ principal, params, query, event }, deps: D) => {
      const path = (declaration.params ? parse(declaration.params, params, 'The path') : {}) as z.output<P>;
      const q = parse(declaration.query, query, 'The query') as z.output<Q>;
      const binding = typeof list === 'string' ? { kind: list, query: q as ListQuery } : list(q, path, principal);
      return listAnswer(
        event,
        principal.accountId,
        binding,
        (start) => readPage(deps, principal, q, start, path),
        present,
      );
    },
  });
}
