import type { Worker } from '../../kernel/operation.ts';

/** The reports feature's workers: functions fed by the stream, a queue or a schedule (shared/operations.ts lists every feature's). */
export const reportsWorkers: readonly Worker[] = [
  {
    // The second reader of the stream: documents', purchases' and expenses' changes move the reports' totals (docs/reports.md).
    name: 'reports.aggregate',
    kind: 'stream',
    handler: 'functions/reports/aggregate.ts',
    batchSize: 100,
    itemKinds: ['document', 'purchase', 'expense'],
    removals: true,
    table: ['Query', 'UpdateItem', 'PutItem', 'DeleteItem', 'ConditionCheckItem'],
    sendsTo: [],
  },
];
