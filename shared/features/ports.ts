/**
 * The collector of ports: which port each name of `deps` is. Every port is declared in the feature
 * that needs it (`<feature>/port.ts`); this file only lists them (test/unit/architecture.test.ts
 * refuses a definition here).
 */
import type { LimitsPort } from '../access/port.ts';
import type { AccountsPort, SequencesPort } from './accounts/port.ts';
import type { ArchivePort, JournalPort } from './audit/port.ts';
import type { BankPort } from './bank-entries/port.ts';
import type { CatalogPort } from './catalog/port.ts';
import type { ClientsPort } from './clients/port.ts';
import type { DirectDebitPort } from './directdebit/port.ts';
import type { DocumentsPort, IssueRulesPort } from './documents/port.ts';
import type { PlatformPort, PlatformRecordsPort } from './einvoice/port.ts';
import type { ExpensesPort } from './expenses/port.ts';
import type { ExportFilesPort, ExportsPort } from './exports/port.ts';
import type { FilesPort, MailPort } from './mailing/port.ts';
import type { MandatesPort } from './mandates/port.ts';
import type { PaymentProviderPort, ProviderRecordsPort } from './online-payments/port.ts';
import type { PaymentsPort } from './payments/port.ts';
import type { PurchasesPort } from './purchases/port.ts';
import type { RecurringPort } from './recurring/port.ts';
import type { ReportsPort } from './reports/port.ts';
import type { SharesPort } from './sharing/port.ts';
import type { StockPort } from './stock/port.ts';
import type { StoredFilesPort } from './stored-files/port.ts';
import type { SuppliersPort } from './suppliers/port.ts';
import type { CallbacksPort, DeliveriesPort, QueuePort, ReceiversPort } from './webhooks/port.ts';
import type { PendingWorkPort } from './work/port.ts';

/** Every port the domain uses. */
export interface Ports {
  accounts: AccountsPort;
  sequences: SequencesPort;
  clients: ClientsPort;
  documents: DocumentsPort;
  issueRules: IssueRulesPort;
  catalog: CatalogPort;
  payments: PaymentsPort;
  bank: BankPort;
  reports: ReportsPort;
  exports: ExportsPort;
  shares: SharesPort;
  recurring: RecurringPort;
  limits: LimitsPort;
  callbacks: CallbacksPort;
  deliveries: DeliveriesPort;
  queue: QueuePort;
  mail: MailPort;
  receivers: ReceiversPort;
  files: FilesPort;
  exportFiles: ExportFilesPort;
  platform: PlatformPort;
  platformRecords: PlatformRecordsPort;
  suppliers: SuppliersPort;
  mandates: MandatesPort;
  directDebits: DirectDebitPort;
  providerRecords: ProviderRecordsPort;
  paymentProvider: PaymentProviderPort;
  expenses: ExpensesPort;
  purchases: PurchasesPort;
  stock: StockPort;
  storedFiles: StoredFilesPort;
  journal: JournalPort;
  archive: ArchivePort;
  work: PendingWorkPort;
}

/** The ports on the table: what every function has (a function that queues or mails adds that port). */
export type Stores = Omit<
  Ports,
  'queue' | 'mail' | 'receivers' | 'files' | 'exportFiles' | 'platform' | 'paymentProvider' | 'storedFiles' | 'archive'
>;

/** The stores `K` and the payment provider: what a function that talks to the account's provider has. */
export type StoresAndProvider<K extends keyof Stores = keyof Stores> = Pick<Stores, K> & Pick<Ports, 'paymentProvider'>;

/** The stores `K` and the queue: what a function that queues deliveries has. */
export type StoresAndQueue<K extends keyof Stores = keyof Stores> = Pick<Stores, K> & Pick<Ports, 'queue'>;

/** The stores `K`, mail and the files it attaches: what a function that sends e-mail has. */
export type StoresAndMail<K extends keyof Stores = keyof Stores> = Pick<Stores, K> & Pick<Ports, 'mail' | 'files'>;

/** The receivers of webhooks: what a function that registers callbacks or delivers to them adds. */
export type Receivers = Pick<Ports, 'receivers'>;
