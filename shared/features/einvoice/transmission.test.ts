import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import type { PlatformMessage } from '../documents/lifecycle.ts';
import { PLATFORM_QUEUE, type PlatformDeps, retryWait } from './platform-queue.ts';
import { handlePlatformRecord } from './transmission.ts';

const message: PlatformMessage = { kind: 'poll', accountId: 'acc', type: 'invoice', number: 'INV-0001', key: 'k' };

/** A platform queue's record of `message`, received `count` times. */
const recordOf = (count: number) =>
  ({
    body: JSON.stringify(message),
    receiptHandle: `receipt-${count}`,
    attributes: { ApproximateReceiveCount: String(count) },
  }) as unknown as SQSRecord;

/** The worker's deps in memory, the documents' reads failing or not, and the visibility changes asked of the queue. */
function platformDeps(documentsFail: boolean) {
  const { ports } = fakePorts();
  const waits: unknown[][] = [];
  const deps = {
    ...ports,
    documents: {
      ...ports.documents,
      get: async () => {
        if (documentsFail) throw new Error('the table did not answer');
        return undefined;
      },
    },
    queue: {
      ...ports.queue,
      setVisibility: async (...args: unknown[]) => {
        waits.push(args);
        return true;
      },
    },
  } as unknown as PlatformDeps;
  return { deps, waits };
}

describe('a record of the platform queue', () => {
  it('that fails comes back after the wait of its try, and its failure is thrown for the batch to report', async () => {
    const { deps, waits } = platformDeps(true);
    await expect(handlePlatformRecord(deps, recordOf(3))).rejects.toThrow('did not answer');
    expect(waits).toEqual([[PLATFORM_QUEUE, 'receipt-3', retryWait(3)]]);
    expect(retryWait(3)).toBe(20);
  });

  it('that is handled (here: a document that no longer holds the transmission, dropped) changes no wait', async () => {
    const { deps, waits } = platformDeps(false);
    await handlePlatformRecord(deps, recordOf(1));
    expect(waits).toEqual([]);
  });
});
