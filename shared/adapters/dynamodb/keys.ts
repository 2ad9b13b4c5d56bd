/** Every key of the single table (docs/data-model.md): the collector of each feature's keys (keys/<feature>.ts). */
import { accessKeys } from './keys/access.ts';
import { accountsKeys } from './keys/accounts.ts';
import { auditKeys } from './keys/audit.ts';
import { bankEntriesKeys } from './keys/bank-entries.ts';
import { catalogKeys } from './keys/catalog.ts';
import { clientsKeys } from './keys/clients.ts';
import { directDebitKeys } from './keys/directdebit.ts';
import { documentsKeys } from './keys/documents.ts';
import { einvoiceKeys } from './keys/einvoice.ts';
import { expensesKeys } from './keys/expenses.ts';
import { exportsKeys } from './keys/exports.ts';
import { mandatesKeys } from './keys/mandates.ts';
import { onlinePaymentsKeys } from './keys/online-payments.ts';
import { paymentsKeys } from './keys/payments.ts';
import { profileKeys } from './keys/profile.ts';
import { purchasesKeys } from './keys/purchases.ts';
import { recurringKeys } from './keys/recurring.ts';
import { remindersKeys } from './keys/reminders.ts';
import { reportsKeys } from './keys/reports.ts';
import { sharingKeys } from './keys/sharing.ts';
import { stockKeys } from './keys/stock.ts';
import { suppliersKeys } from './keys/suppliers.ts';
import { webhooksKeys } from './keys/webhooks.ts';
import { workKeys } from './keys/work.ts';

export { DUE_SHARDS, delimited, PENDING_SHARDS } from './keys/parts.ts';

/** Every key of the single table, by name. */
export const keys = {
  ...accessKeys,
  ...accountsKeys,
  ...auditKeys,
  ...bankEntriesKeys,
  ...catalogKeys,
  ...clientsKeys,
  ...documentsKeys,
  ...einvoiceKeys,
  ...expensesKeys,
  ...exportsKeys,
  ...paymentsKeys,
  ...profileKeys,
  ...purchasesKeys,
  ...recurringKeys,
  ...remindersKeys,
  ...reportsKeys,
  ...sharingKeys,
  ...stockKeys,
  ...suppliersKeys,
  ...mandatesKeys,
  ...directDebitKeys,
  ...onlinePaymentsKeys,
  ...webhooksKeys,
  ...workKeys,
};
