import { type Worker, write } from '../../kernel/operation.ts';
import { PLATFORM_TIMEOUT_SECONDS } from '../webhooks/queue-design.ts';

/** The einvoice feature's workers: functions fed by the stream, a queue or a schedule (shared/operations.ts lists every feature's). */
export const einvoiceWorkers: readonly Worker[] = [
  {
    // Hand-offs to the e-invoicing platform, its statuses, our `cashed` (docs/einvoicing.md); and the
    // payment provider's checkouts an invoice outgrew, closed (docs/api.md §19): an account's outside calls.
    name: 'einvoice.platform',
    kind: 'queue',
    queue: 'platform',
    handler: 'functions/einvoice/platform.ts',
    batchSize: 1,
    maxConcurrency: 5,
    timeoutSeconds: PLATFORM_TIMEOUT_SECONDS,
    table: write,
    // A poll asks again later; a `cashed` reported with its amount may record a payment.
    sendsTo: ['platform'],
    // Our `cashed` (212) goes to the invoice's archive as a CDAR message.
    archive: 'write',
    // An account's own platform's ClientSecret is unsealed to sign in, its provider's secret key to close checkouts.
    usesSigningKey: true,
  },
];
