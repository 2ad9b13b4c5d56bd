import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import type { PlatformMessage } from '../../shared/features/documents/lifecycle.ts';
import type { PlatformDeps } from '../../shared/features/einvoice/platform-queue.ts';
import type { PlatformPort } from '../../shared/features/einvoice/port.ts';
import { handlePlatformMessage } from '../../shared/features/einvoice/transmission.ts';
import type { QueueMessage } from '../../shared/features/webhooks/port.ts';
import { toPeppol, toUbl } from '../../shared/renderers/writers.ts';

/**
 * The platform worker's deps on DynamoDB Local, its queue a list the test runs by hand (delays
 * ignored): `drain` handles what is queued as the worker does, a failure kept for the next round.
 */
export function platformWorker(port: PlatformPort = httpPlatform) {
  const queued: PlatformMessage[] = [];
  const queue = {
    send: async (_name: string, messages: QueueMessage[]) =>
      void queued.push(...messages.map((m) => JSON.parse(m.body))),
    setVisibility: async () => true,
  };
  const deps: PlatformDeps = {
    ...dynamoStores,
    queue,
    archive: s3Archive,
    platform: port,
    writers: { toUbl, toPeppol },
  };
  /** Runs what is queued until nothing is left (or `rounds` pass). */
  const drain = async (rounds = 10) => {
    for (let i = 0; i < rounds && queued.length; i++) {
      const batch = queued.splice(0);
      for (const message of batch) await handlePlatformMessage(deps, message).catch(() => queued.push(message));
    }
  };
  return { deps, queued, drain };
}
