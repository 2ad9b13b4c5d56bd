import { type Worker, write } from '../../kernel/operation.ts';
import { ACCOUNT_RUN_TIMEOUT_SECONDS } from '../webhooks/queue-design.ts';

/** The automation feature's workers: functions fed by the stream, a queue or a schedule (shared/operations.ts lists every feature's). */
export const automationWorkers: readonly Worker[] = [
  {
    // Accounts with work due (recurring invoices, reminders): one message each to the run worker,
    // every 15 minutes (a date starts at midnight in each account's zone), and at a start for the dates missed.
    name: 'automation.schedule',
    kind: 'schedule',
    everyMinutes: 15,
    handler: 'functions/automation/schedule.ts',
    table: ['Query'],
    sendsTo: ['account-runs'],
  },
  {
    name: 'automation.run',
    kind: 'queue',
    queue: 'account-runs',
    handler: 'functions/automation/run.ts',
    batchSize: 1,
    maxConcurrency: 10,
    timeoutSeconds: ACCOUNT_RUN_TIMEOUT_SECONDS,
    table: write,
    // What a run had no time for is found by the next schedule: the account is still due.
    sendsTo: [],
    sends: 'email',
    makesPdf: true,
    // The share link in the e-mail is derived with the signing key.
    usesSigningKey: true,
  },
];
