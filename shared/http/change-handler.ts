import { type ApiPorts, apiHandler } from './api-handler.ts';
import { type IdempotencyRecords, idempotency } from './idempotency.ts';
import type { ApiOperation } from './operation.ts';

/** What a change's middleware needs besides a read's: where the answers of `Idempotency-Key` are kept. */
export type ChangePorts = ApiPorts & { idempotencyRecords: IdempotencyRecords };

/**
 * The handler of an operation that takes `Idempotency-Key` (an authenticated POST or PUT):
 * apiHandler's, with Powertools' idempotency in its middleware. Apart from apiHandler so that a
 * function that only reads or deletes carries none of it (about 50 KiB less to compile at each
 * cold start; docs/performance.md, Cold starts).
 */
export function changeHandler<D>(op: ApiOperation<D>, deps: NoInfer<D> & ChangePorts) {
  return apiHandler(op, deps, (declared) => idempotency(deps.idempotencyRecords, declared));
}
