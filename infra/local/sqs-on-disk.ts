import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message as the emulator's SQS store holds it (the fields this file reads; the rest is kept as is). */
interface SqsMessage {
  messageId: string;
  delayUntil?: number;
  [field: string]: unknown;
}

/** An in-flight message of the emulator's queue. */
interface InFlight {
  message: SqsMessage;
}

/** The emulator's queue, as far as this file uses it. */
interface SqsQueueBase {
  name: string;
  inflightMessages: Map<string, InFlight>;
  enqueue(message: SqsMessage): void;
  deleteMessage(receiptHandle: string): boolean;
  changeVisibility(receiptHandle: string, timeoutSeconds: number): void;
  purge(): void;
}

/** The emulator's SQS store, as far as this file uses it. */
interface SqsStoreBase {
  createQueue(
    name: string,
    url: string,
    arn: string,
    attributes?: Record<string, string>,
    tags?: Record<string, string>,
  ): SqsQueueBase;
}

// The emulator's own SQS store, found beside its entry: the package exports only its app.
const { SqsStore } = (await import(new URL('./sqs/sqsStore.js', import.meta.resolve('fauxqs')).href)) as {
  SqsStore: new () => SqsStoreBase;
};

/** What one message's file holds: its queue (a move to the dead letters rewrites it), the message, when it is next visible. */
interface Kept {
  queue: string;
  message: SqsMessage;
  visibleAt?: number;
}

/**
 * The emulator's SQS kept on disk as well as in memory, so that a message sent is a message kept
 * until it is deleted, as SQS keeps it, whatever restarts or crashes: a file per message, written
 * when it is sent (or moved to its dead-letter queue), rewritten when its visibility is changed,
 * removed when it is deleted or its queue purged. A queue created again after a start takes back
 * its messages, each visible when it would have been (an in-flight one at once: whoever held it
 * is gone or will find its receipt stale, and every consumer here takes a message twice safely).
 */
export class SqsStoreOnDisk extends SqsStore {
  private readonly kept = new Map<string, Kept[]>();

  constructor(private readonly dir: string) {
    super();
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const kept = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Kept;
      const ofQueue = this.kept.get(kept.queue) ?? [];
      ofQueue.push(kept);
      this.kept.set(kept.queue, ofQueue);
    }
  }

  override createQueue(
    name: string,
    url: string,
    arn: string,
    attributes?: Record<string, string>,
    tags?: Record<string, string>,
  ): SqsQueueBase {
    const queue = super.createQueue(name, url, arn, attributes, tags);
    const enqueue = queue.enqueue.bind(queue);
    const deleteMessage = queue.deleteMessage.bind(queue);
    const changeVisibility = queue.changeVisibility.bind(queue);
    const purge = queue.purge.bind(queue);
    const keep = (message: SqsMessage, visibleAt?: number) =>
      this.write(message.messageId, { queue: name, message, ...(visibleAt ? { visibleAt } : {}) });
    queue.enqueue = (message) => {
      keep(message);
      enqueue(message);
    };
    queue.deleteMessage = (receiptHandle) => {
      const held = queue.inflightMessages.get(receiptHandle);
      const deleted = deleteMessage(receiptHandle);
      if (deleted && held) rmSync(this.fileOf(held.message.messageId), { force: true });
      return deleted;
    };
    queue.changeVisibility = (receiptHandle, timeoutSeconds) => {
      const held = queue.inflightMessages.get(receiptHandle);
      changeVisibility(receiptHandle, timeoutSeconds);
      if (held) keep(held.message, timeoutSeconds > 0 ? Date.now() + timeoutSeconds * 1000 : undefined);
    };
    queue.purge = () => {
      purge();
      for (const file of readdirSync(this.dir).filter((n) => n.endsWith('.json')))
        if ((JSON.parse(readFileSync(join(this.dir, file), 'utf8')) as Kept).queue === name)
          rmSync(join(this.dir, file), { force: true });
    };
    // What this queue held before the emulator stopped, back in it.
    const now = Date.now();
    for (const { message, visibleAt } of this.kept.get(name) ?? []) {
      const at = Math.max(visibleAt ?? 0, message.delayUntil ?? 0);
      enqueue({ ...message, delayUntil: at > now ? at : undefined });
    }
    this.kept.delete(name);
    return queue;
  }

  private fileOf(messageId: string): string {
    return join(this.dir, `${messageId.replace(/[^\w-]/g, '_')}.json`);
  }

  /** Written whole or not at all: a crash mid-write leaves the file as it was. */
  private write(messageId: string, kept: Kept): void {
    const file = this.fileOf(messageId);
    writeFileSync(`${file}.tmp`, JSON.stringify(kept));
    renameSync(`${file}.tmp`, file);
  }
}
