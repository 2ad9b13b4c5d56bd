import type { Worker } from '../../kernel/operation.ts';
import { BANK_IMPORT_TIMEOUT_SECONDS } from '../webhooks/queue-design.ts';

/** The bank feature's workers: functions fed by the stream, a queue or a schedule (shared/operations.ts lists every feature's). */
export const bankWorkers: readonly Worker[] = [
  {
    // A bank statement's credits, a batch a message: each matched and recorded once (docs/api.md §15).
    name: 'bank.import-worker',
    kind: 'queue',
    queue: 'bank-imports',
    handler: 'functions/bank/work.ts',
    batchSize: 1,
    maxConcurrency: 10,
    timeoutSeconds: BANK_IMPORT_TIMEOUT_SECONDS,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    sendsTo: [],
  },
];
