import { PRODUCTION_SCHEDULE } from '../../shared/features/webhooks/schedule.ts';

/** Names every stage's resources share, so the admin command finds what the stack made. */
export const stageTableName = (stage: string): string => `invoicing-${stage}`;

/** AWS Backup of the table: a daily recovery point kept 35 days, copied to a second region when one is named. */
export interface BackupSettings {
  /** A region to copy each recovery point to (its `Default` vault), for a region-wide outage. */
  copyToRegion?: string;
}

/** Everything that differs between stages, in one place. */
export interface StageSettings {
  name: string;
  /** Seconds between webhook delivery attempts (attempts = entries + 1). */
  retrySchedule: number[];
  /** Where alarms are e-mailed; none subscribes no one (the SNS topic is there either way). */
  alarmEmail?: string;
  /** The address documents are sent from; its domain is the SES identity. */
  mailFrom: string;
  /**
   * The SES identity that sends (an address or a domain). `create` makes the domain identity of
   * `mailFrom` with DKIM in this stack (once per AWS account and region: the first stage that
   * sends from that domain); otherwise it names one that exists already, and nothing is created.
   */
  sesIdentity: { create: true; domain: string } | { create: false; name: string };
  /** Whether the table, its logs and the signing key outlive the stack (deletion protection, retained). */
  retainData: boolean;
  logRetentionDays: number;
  /** Alarms and the dashboard: what a stage pays for to be watched. */
  monitoring: boolean;
  /**
   * DynamoDB Contributor Insights on the table and its indexes (the most used and throttled keys):
   * four CloudWatch rules each, about $8 a month for the table and its three indexes, so off
   * unless asked (`-c contributorInsights=true` while a hot account is looked for).
   */
  contributorInsights: boolean;
  /** AWS Backup of the table, when wanted. */
  backup?: BackupSettings;
  /** Callback uris must be https (and never private addresses) when deployed. */
  httpsOnlyCallbacks: boolean;
  /** Callbacks may target loopback and private addresses: only the local stage, whose receivers run beside it. */
  allowPrivateCallbacks: boolean;
  /** Requests one account may make a minute (429 past it), so no account takes the stage's whole throttle. */
  rateLimitPerMinute: number;
  /** Owners may move their account's clock (test clocks, docs/api.md §13): the local stage's default, off elsewhere. */
  testClocks: boolean;
  /** E-mail recipients one account may send documents to a day (429 past it). */
  mailQuotaPerDay: number;
  /** Files (PDF, UBL, CII) one share link may be asked for a minute (429 past it). */
  pageFilesPerMinute: number;
  /** Requests a second on each route open to anyone (the document page, the reference), API Gateway's route throttle. */
  publicRateLimit: number;
  /** The API's p99 latency (ms) that pages when held 15 minutes. */
  p99LatencyAlarmMs: number;
  /** The e-invoicing platform's API (docs/einvoicing.md): `-c platformUrl=https://...`; none, transmit answers 409. */
  platformUrl?: string;
  /** The payment provider's API (docs/api.md §19): `-c paymentProviderUrl=...`, Stripe's by default. */
  paymentProviderUrl: string;
  /** The first wait (s) before the platform is asked for a transmission's statuses: 60, 1 on the local stage. */
  platformPollSeconds: number;
  /** Delivery messages in flight that page: far below SQS's ~120,000, as nothing waits in flight. */
  inFlightAlarm: number;
}

/** Settings a stage name does not decide: each has a default here and a context key to change it. */
const common = {
  retrySchedule: PRODUCTION_SCHEDULE,
  httpsOnlyCallbacks: true,
  allowPrivateCallbacks: false,
  rateLimitPerMinute: 600,
  mailQuotaPerDay: 500,
  pageFilesPerMinute: 30,
  publicRateLimit: 20,
  p99LatencyAlarmMs: 3000,
  inFlightAlarm: 10_000,
  platformPollSeconds: 60,
};

/**
 * A stage's settings from its name and the CDK context (`-c key=value`). Nothing depends on a
 * name but the defaults of `prod` and `local`:
 * - `retainData` (default: true for prod, false otherwise; prod refuses false): deletion
 *   protection, retained table, logs and key, a year of logs.
 * - `monitoring` (default: true for prod): alarms to `alarmEmail`, the dashboard; a dev stage
 *   costs almost nothing idle without them.
 * - `contributorInsights` (default: false): DynamoDB Contributor Insights, about $8 a month.
 * - `sesIdentity` (an identity that exists: `example.com` or an address) or `createSesIdentity=true`
 *   (this stage creates the domain identity of `mailFrom`, with DKIM; prod's default).
 * - `backup=true` (daily, 35 days) and `backupCopyRegion=eu-central-1`.
 * - `mailFrom`, `alarmEmail`, `retrySchedule=60,300`, `platformUrl` (the e-invoicing platform). `prod` refuses to synthesize without
 *   `mailFrom` and `alarmEmail`.
 * `local` is what `INVOICING_RUNTIME=bundled npm start` synthesizes and runs on one machine: no
 * rate limit, callbacks to the machine's own receivers.
 */
export function stageSettings(name: string, context: (key: string) => unknown = () => undefined): StageSettings {
  if (!/^[a-z][a-z0-9-]{0,20}$/.test(name))
    throw new Error(`A stage name is lower-case letters, digits and dashes: ${name}`);
  const text = (key: string) =>
    typeof context(key) === 'string' && context(key) !== '' ? (context(key) as string) : undefined;
  const flag = (key: string, fallback: boolean) => {
    const value = context(key);
    if (value === undefined || value === '') return fallback;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw new Error(`-c ${key} is true or false, not ${String(value)}`);
  };
  const isProd = name === 'prod';
  const isLocal = name === 'local';
  // Production must say who sends its documents and who hears its alarms: no silent defaults.
  if (isProd && (!text('mailFrom') || !text('alarmEmail'))) {
    throw new Error(
      'The prod stage needs -c mailFrom=<an address of a domain you own> and -c alarmEmail=<who hears the alarms>.',
    );
  }
  const retainData = flag('retainData', isProd);
  if (isProd && !retainData) throw new Error('The prod stage keeps its data: -c retainData=false is refused for it.');
  const mailFrom = text('mailFrom') ?? (isLocal ? 'invoices@invoicing.local' : 'invoices@example.com');
  const domain = mailFrom.split('@')[1]!;
  const existing = text('sesIdentity');
  const create = flag('createSesIdentity', !existing && (isProd || isLocal));
  if (create && existing)
    throw new Error('-c sesIdentity names an identity that exists; -c createSesIdentity makes one: not both.');
  const schedule = text('retrySchedule');
  const copyToRegion = text('backupCopyRegion');
  return {
    ...common,
    name,
    ...(text('alarmEmail') ? { alarmEmail: text('alarmEmail') } : {}),
    ...(text('platformUrl') ? { platformUrl: text('platformUrl') } : {}),
    paymentProviderUrl: text('paymentProviderUrl') ?? 'https://api.stripe.com',
    mailFrom,
    sesIdentity: create ? { create: true, domain } : { create: false, name: existing ?? domain },
    retainData,
    logRetentionDays: isLocal ? 1 : retainData ? 365 : 14,
    monitoring: flag('monitoring', isProd),
    contributorInsights: flag('contributorInsights', false),
    testClocks: flag('testClocks', isLocal),
    ...(flag('backup', false) || copyToRegion ? { backup: copyToRegion ? { copyToRegion } : {} } : {}),
    retrySchedule: schedule ? schedule.split(',').map(Number) : common.retrySchedule,
    ...(isLocal
      ? {
          httpsOnlyCallbacks: false,
          allowPrivateCallbacks: flag('allowPrivateCallbacks', true),
          rateLimitPerMinute: 0,
          mailQuotaPerDay: 0,
          pageFilesPerMinute: 0,
          platformPollSeconds: 1,
        }
      : {}),
  };
}
