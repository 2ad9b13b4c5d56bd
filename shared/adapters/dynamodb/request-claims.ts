import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { InitializeMiddleware, MetadataBearer } from '@smithy/types';
import { config } from '../../kernel/config.ts';
import { alreadyApplied } from '../../kernel/errors.ts';
import { currentRequest, RequestAbandoned, type RequestClaim } from '../../kernel/request-scope.ts';
import { jitter, retry } from '../../kernel/retry.ts';
import { keys } from './keys.ts';

/** DynamoDB's largest transaction: a transaction already this long leaves the claim to the next write. */
const MOST_TRANSACTION_ITEMS = 100;
/** How long a claim is kept: as long as the kept answer it stands in for. */
const CLAIM_KEPT_SECONDS = 24 * 60 * 60;

type Input = Record<string, unknown> & { TransactItems?: unknown[] };

/** The key of the claim's item: the user's, under the Idempotency-Key's hash. */
export const claimKey = (claim: Pick<RequestClaim, 'accountId' | 'userId' | 'keyHash'>) =>
  keys.requestClaim(claim.accountId, claim.userId, claim.keyHash);

/** The claim's item: who, which key, for which operation and which request (its payload's hash). */
const claimItem = (claim: RequestClaim) => ({
  ...claimKey(claim),
  operation: claim.operation,
  payload: claim.payloadHash,
  at: new Date().toISOString(),
  expiresAt: Math.floor(Date.now() / 1000) + CLAIM_KEPT_SECONDS,
});

/** The claim as a transaction's conditional Put: it fails when an earlier request holds the key's change. */
export const claimPut = (claim: RequestClaim) => ({
  TableName: config.tableName,
  Item: claimItem(claim),
  ConditionExpression: 'attribute_not_exists(PK)',
});

/** A Put that makes a new item (its condition refuses an existing one), in a form a transaction takes. */
const createsAnItem = (input: Input) =>
  input.Item !== undefined &&
  typeof input.ConditionExpression === 'string' &&
  input.ConditionExpression.includes('attribute_not_exists') &&
  (input.ReturnValues === undefined || input.ReturnValues === 'NONE');

/**
 * The SDK middleware of a request's calls to the table (both clients, `initialize` step, before
 * the document client marshals): after the request answered at its deadline, no call starts
 * (the work stops, as Lambda's would); and while its `Idempotency-Key` claim is untaken, the
 * first transaction or creating Put carries it (a lone Put becomes a two-item transaction), so
 * the change and its claim are written together or not at all. Calls outside a request (workers,
 * the kept answers' own records) pass untouched.
 */
export const requestScopeMiddleware =
  (documents: () => DynamoDBDocumentClient): InitializeMiddleware<object, MetadataBearer> =>
  (next) =>
  async (args) => {
    const scope = currentRequest();
    if (!scope) return next(args);
    if (scope.signal?.aborted) throw new RequestAbandoned();
    const claim = scope.claim;
    if (!claim || claim.taken || claim.mode !== 'write') return next(args);
    const input = args.input as Input;
    if (Array.isArray(input.TransactItems) && input.TransactItems.length < MOST_TRANSACTION_ITEMS) {
      const at = input.TransactItems.length;
      return carrying(claim, at, () =>
        next({ ...args, input: { ...input, TransactItems: [...input.TransactItems!, { Put: claimPut(claim) }] } }),
      );
    }
    if (createsAnItem(input)) {
      const write = () =>
        documents().send(
          new TransactWriteCommand({ TransactItems: [{ Put: input as never }, { Put: claimPut(claim) }] }),
        );
      return carrying(
        claim,
        1,
        async () => {
          await retry(write, { attempts: 4, retryOn: contended, backoffMs: jitter(10) });
          return { output: { $metadata: {} }, response: {} } as never;
        },
        true,
      );
    }
    return next(args);
  };

/**
 * Runs the write that carries the claim (at index `at` of its transaction). Cancelled, nothing was
 * written, the claim neither: a refused claim is `already_applied`, a lone Put's own failed
 * condition answers as that Put would have, and the next write may carry the claim.
 */
async function carrying<T>(claim: RequestClaim, at: number, write: () => Promise<T>, lonePut = false): Promise<T> {
  claim.taken = true;
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    claim.taken = false;
    const reasons = error.CancellationReasons ?? [];
    if (reasons[at]?.Code === 'ConditionalCheckFailed') throw alreadyApplied();
    if (lonePut && reasons[0]?.Code === 'ConditionalCheckFailed')
      throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
    throw error;
  }
}

const contended = (error: unknown) =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
