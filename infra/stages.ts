import { PRODUCTION_SCHEDULE } from '../shared/webhooks/schedule.ts';

/** Names every stage's resources share, so the admin command finds what the stack made. */
export const stageTableName = (stage: string): string => `invoicing-${stage}`;

/** Everything that differs between stages, in one place. */
export interface StageSettings {
  name: string;
  /** Seconds between webhook delivery attempts (attempts = entries + 1). */
  retrySchedule: number[];
  /** Where alarms are e-mailed; none subscribes no one (the SNS topic is there either way). */
  alarmEmail?: string;
  /** The SES identity that sends documents: an address verified in SES. */
  mailFrom: string;
  /** An SES identity that exists already (the address or its domain): the stack uses it rather than creating one. */
  existingSesIdentity?: string;
  logRetentionDays: number;
  /** Whether the table (and its data) outlive the stack. */
  retainData: boolean;
  /** Callback uris must be https (and never private addresses) when deployed. */
  httpsOnlyCallbacks: boolean;
  /** Callbacks may target loopback and private addresses: only the local stage, whose receivers run beside it. */
  allowPrivateCallbacks: boolean;
  /** Requests one account may make a minute (429 past it), so no account takes the stage's whole throttle. */
  rateLimitPerMinute: number;
  /** E-mail recipients one account may send documents to a day (429 past it). */
  mailQuotaPerDay: number;
  /** Requests a second on each route open to anyone (the document page, the reference), API Gateway's route throttle. */
  publicRateLimit: number;
  /** The API's p99 latency (ms) that pages when held 15 minutes. */
  p99LatencyAlarmMs: number;
  /** Delivery messages in flight that page: far below SQS's ~120,000, as nothing waits in flight. */
  inFlightAlarm: number;
}

const defaults: Record<'dev' | 'prod' | 'local', Omit<StageSettings, 'name'>> = {
  dev: {
    retrySchedule: PRODUCTION_SCHEDULE,
    mailFrom: 'invoices@example.com',
    logRetentionDays: 14,
    retainData: false,
    httpsOnlyCallbacks: true,
    allowPrivateCallbacks: false,
    rateLimitPerMinute: 600,
    mailQuotaPerDay: 500,
    publicRateLimit: 20,
    p99LatencyAlarmMs: 3000,
    inFlightAlarm: 10_000,
  },
  prod: {
    retrySchedule: PRODUCTION_SCHEDULE,
    mailFrom: 'invoices@example.com',
    logRetentionDays: 365,
    retainData: true,
    httpsOnlyCallbacks: true,
    allowPrivateCallbacks: false,
    rateLimitPerMinute: 600,
    mailQuotaPerDay: 500,
    publicRateLimit: 20,
    p99LatencyAlarmMs: 3000,
    inFlightAlarm: 10_000,
  },
  // What `INVOICING_RUNTIME=bundled npm start` synthesizes and runs on one machine: the contract's
  // local rules (section 1: no rate limit; section 7: callbacks to the machine's own receivers).
  local: {
    retrySchedule: PRODUCTION_SCHEDULE,
    mailFrom: 'invoices@invoicing.local',
    logRetentionDays: 1,
    retainData: false,
    httpsOnlyCallbacks: false,
    allowPrivateCallbacks: true,
    rateLimitPerMinute: 0,
    mailQuotaPerDay: 0,
    publicRateLimit: 20,
    p99LatencyAlarmMs: 3000,
    inFlightAlarm: 10_000,
  },
};

/**
 * A stage's settings: `prod` keeps data and logs long, `local` is what the bundled local
 * runtime runs, any other name (dev, a test stage) is disposable. Context values override: `-c alarmEmail=ops@x.example -c mailFrom=... -c retrySchedule=60,300`,
 * and `-c sesIdentity=yourdomain.example` uses an SES identity that exists already. `prod` refuses
 * to synthesize without `mailFrom` and `alarmEmail`.
 */
export function stageSettings(name: string, context: (key: string) => unknown = () => undefined): StageSettings {
  if (!/^[a-z][a-z0-9-]{0,20}$/.test(name))
    throw new Error(`A stage name is lower-case letters, digits and dashes: ${name}`);
  const base = defaults[name === 'prod' || name === 'local' ? name : 'dev'];
  const text = (key: string) =>
    typeof context(key) === 'string' && context(key) !== '' ? (context(key) as string) : undefined;
  const schedule = text('retrySchedule');
  // Production must say who sends its documents and who hears its alarms: no silent defaults.
  if (name === 'prod' && (!text('mailFrom') || !text('alarmEmail'))) {
    throw new Error(
      'The prod stage needs -c mailFrom=<a verified SES address> and -c alarmEmail=<who hears the alarms>.',
    );
  }
  return {
    ...base,
    name,
    ...(text('alarmEmail') ? { alarmEmail: text('alarmEmail') } : {}),
    mailFrom: text('mailFrom') ?? base.mailFrom,
    ...(text('sesIdentity') ? { existingSesIdentity: text('sesIdentity') } : {}),
    retrySchedule: schedule ? schedule.split(',').map(Number) : base.retrySchedule,
    ...(name === 'local' && text('allowPrivateCallbacks')
      ? { allowPrivateCallbacks: text('allowPrivateCallbacks') === 'true' }
      : {}),
  };
}
