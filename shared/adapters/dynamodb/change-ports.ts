import { apiPorts } from './api-ports.ts';
import { claimHeld, idempotencyPrefix, idempotencyRecords, requestClaim } from './idempotency-store.ts';

/**
 * What the middleware of a change needs on the table (shared/http/change-handler.ts
 * `ChangePorts`): apiPorts, and where the answers of `Idempotency-Key` are kept.
 */
export const changePorts = {
  ...apiPorts,
  idempotencyRecords: { store: idempotencyRecords, prefix: idempotencyPrefix, claim: requestClaim, held: claimHeld },
};
