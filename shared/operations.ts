/**
 * The one list of API operations, each declared once in its feature's `operations/` folder. The
 * local runtime routes requests with it, the CDK stack makes one route and one function per entry
 * from it, and the OpenAPI document is made from it.
 */

import { auditOperations } from './features/audit/operations/index.ts';
import { automationWorkers } from './features/automation/workers.ts';
import { bankOperations } from './features/bank/operations/index.ts';
import { bankWorkers } from './features/bank/workers.ts';
import { catalogOperations } from './features/catalog/operations/index.ts';
import { clientsOperations } from './features/clients/operations/index.ts';
import { clockOperations } from './features/clock/operations/index.ts';
import { directDebitOperations } from './features/directdebit/operations/index.ts';
import { documentsOperations } from './features/documents/operations/index.ts';
import { einvoiceOperations } from './features/einvoice/operations/index.ts';
import { einvoiceWorkers } from './features/einvoice/workers.ts';
import { expensesOperations } from './features/expenses/operations/index.ts';
import { exportsOperations } from './features/exports/operations/index.ts';
import { exportsWorkers } from './features/exports/workers.ts';
import { latefeesOperations } from './features/latefees/operations/index.ts';
import { mailingOperations } from './features/mailing/operations/index.ts';
import { mandatesOperations } from './features/mandates/operations/index.ts';
import { onlinePaymentsOperations } from './features/online-payments/operations/index.ts';
import { paymentsOperations } from './features/payments/operations/index.ts';
import { profileOperations } from './features/profile/operations/index.ts';
import { purchasesOperations } from './features/purchases/operations/index.ts';
import { recurringOperations } from './features/recurring/operations/index.ts';
import { referenceOperations } from './features/reference/operations/index.ts';
import { remindersOperations } from './features/reminders/operations/index.ts';
import { reportsOperations } from './features/reports/operations/index.ts';
import { reportsWorkers } from './features/reports/workers.ts';
import { sharingOperations } from './features/sharing/operations/index.ts';
import { staffOperations } from './features/staff/operations/index.ts';
import { statementsOperations } from './features/statements/operations/index.ts';
import { stockOperations } from './features/stock/operations/index.ts';
import { suppliersOperations } from './features/suppliers/operations/index.ts';
import { webhooksOperations } from './features/webhooks/operations/index.ts';
import { webhooksWorkers } from './features/webhooks/workers.ts';
import { workWorkers } from './features/work/workers.ts';
import type { Operation, Worker } from './kernel/operation.ts';

/** Every API operation. */
export const operations = [
  ...clientsOperations,
  ...documentsOperations,
  ...mailingOperations,
  ...einvoiceOperations,
  ...sharingOperations,
  ...catalogOperations,
  ...staffOperations,
  ...paymentsOperations,
  ...profileOperations,
  ...clockOperations,
  ...remindersOperations,
  ...latefeesOperations,
  ...statementsOperations,
  ...bankOperations,
  ...reportsOperations,
  ...exportsOperations,
  ...recurringOperations,
  ...webhooksOperations,
  ...referenceOperations,
  ...suppliersOperations,
  ...mandatesOperations,
  ...directDebitOperations,
  ...onlinePaymentsOperations,
  ...expensesOperations,
  ...purchasesOperations,
  ...stockOperations,
  ...auditOperations,
] as const;

/** The name of an operation of the list. */
export type OperationName = (typeof operations)[number]['name'];

/** An operation by name. */
export function operation(name: OperationName): Operation {
  const op = operations.find((o) => o.name === name);
  if (!op) throw new Error(`unknown operation ${name}`);
  return op;
}

/** The function behind API Gateway's `$default` route: requests no operation answers, answered in the JSON error shape. */
export const unmatchedRoute = {
  name: 'api.not-found',
  handler: 'functions/not-found.ts',
  table: [],
  sendsTo: [],
} as const;

/** Functions fed by an event source rather than a route: the stream, delivery, sweep and feature workers. */
export const workers: readonly Worker[] = [
  ...webhooksWorkers,
  ...reportsWorkers,
  ...automationWorkers,
  ...bankWorkers,
  ...exportsWorkers,
  ...einvoiceWorkers,
  ...workWorkers,
];

/** Every function of the service: one per operation, the `$default` route's, and the workers. */
export const allFunctions: readonly { name: string; handler: string }[] = [...operations, unmatchedRoute, ...workers];
