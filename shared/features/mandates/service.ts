import { randomBytes } from 'node:crypto';
import type { Principal } from '../../access/principal.ts';
import { invalid, notFound, refused } from '../../kernel/errors.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { withNextId } from '../../kernel/taken-once.ts';
import type { Stores } from '../ports.ts';
import { COUNTED_BATCHES_KEPT, type Mandate, type MandateConsent, newRum } from './model.ts';
import type { MandateInput } from './schema.ts';

type Deps = Pick<Stores, 'mandates' | 'clients' | 'sequences'>;

/**
 * Records a mandate the payer signed (docs/api.md §19): active, with a RUM of its own, and its
 * client's active mandate from now on. A client the account does not have (or deleted) is 400: the
 * mandate names it.
 */
export async function createMandate(
  deps: Deps,
  principal: Principal,
  input: MandateInput,
  consent?: MandateConsent,
): Promise<Mandate> {
  const client = await deps.clients.get(principal.accountId, input.Client);
  if (!client || client.folder === 'deleted')
    throw invalid(`No client ${input.Client}.`, [{ field: 'Client', message: 'is not a client_id' }]);
  return recordMandate(deps, principal, input, consent);
}

/** Records a mandate of `input.Client`, a client the caller has read already (the page holds it): as `createMandate`. */
export async function recordMandate(
  deps: Pick<Stores, 'mandates' | 'sequences'>,
  principal: Principal,
  input: MandateInput,
  consent?: MandateConsent,
): Promise<Mandate> {
  return withNextId(deps.sequences, principal.accountId, 'mandate', async (mandateId) => {
    const mandate: Mandate = {
      accountId: principal.accountId,
      mandateId,
      createdAt: Date.now(),
      version: 0,
      updatedBy: principal.userId,
      clientId: input.Client,
      RUM: newRum(mandateId, randomBytes(3).toString('hex')),
      IBAN: input.IBAN.replace(/\s+/g, '').toUpperCase(),
      BIC: input.BIC ?? '',
      Name: input.Name,
      SignedAt: input.SignedAt,
      Scheme: input.Scheme,
      Type: input.Type,
      Status: 'active',
      collections: 0,
      ...(consent ? { consent } : {}),
    };
    await deps.mandates.insert(mandate);
    return mandate;
  });
}

/** A mandate of the account, or 404. */
export async function getMandate(deps: Pick<Stores, 'mandates'>, principal: Principal, mandateId: number) {
  const mandate = await deps.mandates.get(principal.accountId, mandateId);
  if (!mandate) throw notFound(`The mandate ${mandateId}`);
  return mandate;
}

/** The account's mandates, oldest first. */
export const listMandates = (
  deps: Pick<Stores, 'mandates'>,
  principal: Principal,
  limit: number,
  start?: StartKey,
): Promise<Page<Mandate>> => deps.mandates.list(principal.accountId, limit, start);

/**
 * Changes a mandate over the version read, again when another write came first; `change`
 * answers undefined when there is nothing to change.
 */
const rewriteMandate = (
  deps: Pick<Stores, 'mandates'>,
  principal: Principal,
  mandateId: number,
  change: (before: Mandate) => Partial<Mandate> | undefined,
): Promise<Mandate> =>
  retryOnConflict(async () => {
    const before = await getMandate(deps, principal, mandateId);
    const changed = change(before);
    if (!changed) return before;
    const after: Mandate = { ...before, ...changed, version: before.version + 1, updatedBy: principal.userId };
    await deps.mandates.replace(before, after);
    return after;
  });

/**
 * Revokes a mandate: nothing more is collected under it (a batch leaves its invoices out). A
 * revoked one stays revoked: revoking it again answers it as it is.
 */
export const revokeMandate = (
  deps: Pick<Stores, 'mandates'>,
  principal: Principal,
  mandateId: number,
  reason = 'revoked',
): Promise<Mandate> =>
  rewriteMandate(deps, principal, mandateId, (before) =>
    before.Status === 'revoked'
      ? undefined
      : { Status: 'revoked', RevokedAt: new Date().toISOString(), RevokeReason: reason },
  );

/**
 * A mandate counts the collections a batch made under it (docs/api.md §19): its next one is RCUR.
 * Each batch counts once, however often it is counted (a request, then the sweep after a crash).
 */
export const countCollections = (
  deps: Pick<Stores, 'mandates'>,
  principal: Principal,
  mandateId: number,
  batch: { batchId: number; count: number },
): Promise<Mandate> =>
  rewriteMandate(deps, principal, mandateId, (before) =>
    before.countedBatches?.includes(batch.batchId)
      ? undefined
      : {
          collections: before.collections + batch.count,
          countedBatches: [...(before.countedBatches ?? []), batch.batchId].slice(-COUNTED_BATCHES_KEPT),
        },
  );

/**
 * The client's active mandate a direct-debit invoice is collected under, or 409 `no_mandate`
 * (docs/api.md §19).
 */
export async function requireActiveMandate(
  deps: Pick<Stores, 'mandates'>,
  accountId: string,
  clientId: number | undefined,
): Promise<Mandate> {
  const mandate = clientId === undefined ? undefined : await deps.mandates.activeFor(accountId, clientId);
  if (!mandate) {
    throw refused('no_mandate', 'General.PaymentMethod direct_debit needs a client with an active SEPA mandate.', [
      { field: 'General.PaymentMethod', message: 'needs a linked client with an active mandate' },
    ]);
  }
  return mandate;
}
