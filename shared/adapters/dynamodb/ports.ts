import { issueRules } from '../../features/einvoice/issue-rules.ts';
import type { Stores } from '../../features/ports.ts';
import { accountsStore } from './accounts-store.ts';
import { bankStore } from './bank-store.ts';
import { callbacksStore } from './callbacks-store.ts';
import { catalogStore } from './catalog-store.ts';
import { changePorts } from './change-ports.ts';
import { clientsStore } from './clients-store.ts';
import { deliveriesStore } from './deliveries-store.ts';
import { directDebitStore } from './directdebit-store.ts';
import { documentsStore } from './documents-store.ts';
import { expensesStore } from './expenses-store.ts';
import { exportsStore } from './exports-store.ts';
import { journalStore } from './journal-store.ts';
import { limitsStore } from './limits-store.ts';
import { mandatesStore } from './mandates-store.ts';
import { paymentsStore } from './payments-store.ts';
import { platformStore } from './platform-store.ts';
import { providerStore } from './provider-store.ts';
import { purchasesStore } from './purchases-store.ts';
import { recurringStore } from './recurring-store.ts';
import { reportsStore } from './reports-store.ts';
import { sequencesStore } from './sequences.ts';
import { sharesStore } from './shares-store.ts';
import { stockStore } from './stock-store.ts';
import { suppliersStore } from './suppliers-store.ts';
import { workStore } from './work-store.ts';

/** The storage ports on DynamoDB, and the issue's e-invoice rules every issue path asks (pure: no storage of their own). */
export const dynamoStores: Stores = {
  accounts: accountsStore,
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
  issueRules,
  catalog: catalogStore,
  payments: paymentsStore,
  bank: bankStore,
  reports: reportsStore,
  exports: exportsStore,
  shares: sharesStore,
  recurring: recurringStore,
  limits: limitsStore,
  callbacks: callbacksStore,
  deliveries: deliveriesStore,
  suppliers: suppliersStore,
  mandates: mandatesStore,
  directDebits: directDebitStore,
  providerRecords: providerStore,
  expenses: expensesStore,
  purchases: purchasesStore,
  stock: stockStore,
  journal: journalStore,
  platformRecords: platformStore,
  work: workStore,
};

/**
 * Every store and what the API middleware needs: for the tools and the local runtime's own work.
 * A function hands over only what its operation asks for (functions/: `apiPorts` or `changePorts`, and its stores).
 */
export const dynamoPorts = { ...dynamoStores, ...changePorts };
