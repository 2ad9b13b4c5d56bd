import type { Worker } from '../../kernel/operation.ts';
import { notifyingKinds } from './notifications.ts';

/** The webhooks feature's workers: functions fed by the stream, a queue or a schedule (shared/operations.ts lists every feature's). */
export const webhooksWorkers: readonly Worker[] = [
  {
    name: 'events.stream',
    kind: 'stream',
    handler: 'functions/webhooks/stream.ts',
    batchSize: 100,
    // Only the changes that can be events (not deliveries, sequences, history...).
    itemKinds: notifyingKinds,
    table: ['GetItem', 'Query', 'PutItem'],
    // A transmitted invoice that became paid: its `cashed` goes to the platform worker; an issued document to the archive's.
    sendsTo: ['deliveries', 'platform', 'exports'],
  },
  {
    name: 'events.deliver',
    kind: 'queue',
    queue: 'deliveries',
    handler: 'functions/webhooks/deliver.ts',
    batchSize: 10,
    maxConcurrency: 50,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    // The slow lane takes the messages of receivers that keep this one waiting.
    sendsTo: ['deliveries-dropped', 'deliveries-slow'],
  },
  {
    // The same code on the slow lane: receivers that answer slowly wait on each other, not on the rest.
    name: 'events.deliver-slow',
    kind: 'queue',
    queue: 'deliveries-slow',
    handler: 'functions/webhooks/deliver.ts',
    batchSize: 10,
    maxConcurrency: 5,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    sendsTo: ['deliveries-dropped'],
  },
  {
    name: 'events.sweep',
    kind: 'schedule',
    everyMinutes: 5,
    handler: 'functions/webhooks/sweep.ts',
    table: ['Query', 'UpdateItem'],
    sendsTo: ['deliveries'],
    requeuesLost: true,
  },
];
