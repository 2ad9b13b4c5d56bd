import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { JSONValue } from '@aws-lambda-powertools/commons/types';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { IdempotencyRecord } from '@aws-lambda-powertools/idempotency/persistence';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { alreadyApplied } from '../../kernel/errors.ts';
import type { RequestClaim } from '../../kernel/request-scope.ts';
import { db, dynamoClient, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { claimKey, claimPut } from './request-claims.ts';
import { tableDesign } from './table-design.ts';
import { conditional } from './transactions.ts';

/** Whose records: the account's partition, the user's own namespace in it. */
export interface RecordOwner {
  accountId: string;
  userId: number;
}

/**
 * A kept answer, sealed (AES-256-GCM) with a key derived from the request's own
 * Idempotency-Key, which the table never holds (its record is named by a SHA-256 of it): the
 * answers of operations that mint a secret (a staff token, a share link, a callback's secret)
 * rest in the table unreadable, and only the caller who holds the key can have them replayed.
 */
class AnswerSeal {
  private readonly key: Buffer;

  constructor(idempotencyKey: string, owner: RecordOwner) {
    this.key = Buffer.from(
      hkdfSync('sha256', idempotencyKey, `${owner.accountId}:${owner.userId}`, 'invoicing kept answer', 32),
    );
  }

  close(answer: JSONValue): JSONValue {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
    return { sealed: Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64') };
  }

  open(kept: JSONValue): JSONValue {
    const sealed = (kept as { sealed?: unknown } | null)?.sealed;
    // An answer kept before answers were sealed (24 hours at most) is as it was kept.
    if (typeof sealed !== 'string') return kept;
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
  }
}

/** Powertools' DynamoDB persistence, with every kept answer sealed on the way in and opened on the way out. */
class SealedRecords extends DynamoDBPersistenceLayer {
  constructor(
    owner: RecordOwner,
    private readonly seal: AnswerSeal,
  ) {
    super({
      tableName: table(),
      awsSdkV3Client: dynamoClient(),
      keyAttr: tableDesign.partitionKey,
      sortKeyAttr: tableDesign.sortKey,
      staticPkValue: keys.account(owner.accountId).PK,
      expiryAttr: tableDesign.timeToLiveAttribute,
    });
  }

  protected override async _updateRecord(record: IdempotencyRecord): Promise<void> {
    if (record.responseData !== undefined) record.responseData = this.seal.close(record.responseData);
    return super._updateRecord(record);
  }

  /** A key taken already: Powertools reads the record it found from the refused write, not through `_getRecord`. */
  protected override async _putRecord(record: IdempotencyRecord): Promise<void> {
    try {
      await super._putRecord(record);
    } catch (error) {
      const existing = (error as { existingRecord?: IdempotencyRecord }).existingRecord;
      if (existing?.responseData !== undefined) existing.responseData = this.seal.open(existing.responseData);
      throw error;
    }
  }

  protected override async _getRecord(idempotencyKey: string): Promise<IdempotencyRecord> {
    const record = await super._getRecord(idempotencyKey);
    if (record.responseData !== undefined) record.responseData = this.seal.open(record.responseData);
    return record;
  }
}

/**
 * Where Powertools keeps a user's idempotency records: in the account's own partition
 * (`A#<accountId>`, sort key `IDEM#U<userId>#<SHA-256 of the key>`), so keys spread with the
 * accounts, and a key replays only for the user who used it (another user of the account, who
 * may not see what the first one did, runs the request afresh); DynamoDB's TTL removes them
 * after 24 hours through the table's one TTL attribute.
 */
export const idempotencyRecords = (owner: RecordOwner, idempotencyKey: string) =>
  new SealedRecords(owner, new AnswerSeal(idempotencyKey, owner));

/** The prefix of a user's idempotency records' sort keys; one namespace for every operation. */
export const idempotencyPrefix = (owner: RecordOwner): string => `IDEM#U${owner.userId}`;

/**
 * The claim a request with an Idempotency-Key leaves with its change (keys.requestClaim): taken by
 * its first write (request-claims.ts), or alone ahead of a side effect; `claimHeld` tells whether an
 * earlier request holds it, and with the same payload.
 */
export function requestClaim(
  owner: RecordOwner,
  idempotencyKey: string,
  request: { operation: string; mode: RequestClaim['mode']; payload: string },
): RequestClaim {
  const keyHash = createHash('sha256').update(idempotencyKey).digest('base64url');
  const key = claimKey({ accountId: owner.accountId, userId: owner.userId, keyHash });
  const claim: RequestClaim = {
    accountId: owner.accountId,
    userId: owner.userId,
    keyHash,
    operation: request.operation,
    mode: request.mode,
    payloadHash: createHash('sha256').update(request.payload).digest('base64url'),
    taken: false,
    takeAlone: async () => {
      claim.taken = true;
      await conditional(
        () => db().send(new PutCommand(claimPut(claim))),
        () => {
          throw alreadyApplied();
        },
      );
    },
    release: async () => {
      await db().send(new DeleteCommand({ TableName: table(), Key: key }));
      claim.taken = false;
    },
  };
  return claim;
}

/** Whether an earlier request holds this claim: `same` when with this payload, `other` when with another. */
export async function claimHeld(claim: RequestClaim): Promise<'same' | 'other' | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: table(),
      Key: claimKey(claim),
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return Item.payload === claim.payloadHash ? 'same' : 'other';
}
