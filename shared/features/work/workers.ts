import type { Worker } from '../../kernel/operation.ts';
import { queueNames } from '../webhooks/queue-design.ts';

/** The work feature's worker (shared/operations.ts lists every feature's). */
export const workWorkers: readonly Worker[] = [
  {
    // Every 5 minutes, and at a local start for everything pending: the work whose message was lost, queued again.
    name: 'work.sweep',
    kind: 'schedule',
    everyMinutes: 5,
    handler: 'functions/work/sweep.ts',
    table: ['Query', 'GetItem', 'UpdateItem', 'DeleteItem'],
    sendsTo: [queueNames.exports, queueNames.bankImports, queueNames.accountRuns, queueNames.platform],
    // A statement's credits are queued again from its kept file.
    storedFiles: 'read',
    requeuesLost: true,
  },
];
