import { accountsStore } from './accounts-store.ts';
import { claimHeld, idempotencyPrefix, idempotencyRecords, requestClaim } from './idempotency-store.ts';
import { limitsStore } from './limits-store.ts';

/**
 * What the API middleware needs on the table, whatever the operation (shared/http/api-handler.ts
 * `ApiPorts`): the callers' tokens, their allowances, and where the answers of `Idempotency-Key`
 * are kept. A function's composition root adds the stores its operation's `run` asks for.
 */
export const apiPorts = {
  accounts: accountsStore,
  limits: limitsStore,
  idempotencyRecords: { store: idempotencyRecords, prefix: idempotencyPrefix, claim: requestClaim, held: claimHeld },
};
