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
    // A transfer's purchases are marked in a transaction each (the purchase, its report mark); a
    // direct-debit batch reads its invoices at once.
    table: ['Query', 'GetItem', 'BatchGetItem', 'UpdateItem', 'DeleteItem', 'PutItem', 'ConditionCheckItem'],
    sendsTo: [queueNames.exports, queueNames.bankImports, queueNames.accountRuns, queueNames.platform],
    // A statement's credits are queued again from its kept file; a transfer's purchases keep their 211 message.
    storedFiles: 'write',
    // A direct-debit batch closes its invoices' checkouts with the account's sealed provider key.
    usesSigningKey: true,
    requeuesLost: true,
  },
];
