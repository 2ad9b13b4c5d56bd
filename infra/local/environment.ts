import { queueUrlVariable } from '../../shared/kernel/config.ts';

/** The region and credentials the emulators accept: any will do, these are the ones we send. */
export const LOCAL_REGION = 'us-east-1';
/** The account the emulators and the local runtime give everything they make. */
export const LOCAL_ACCOUNT = '000000000000';
/** A regional ARN of the local account: `localArn('sqs', 'deliveries')`. */
export const localArn = (service: string, resource: string): string =>
  `arn:aws:${service}:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${resource}`;
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
/** The local stand-in of the stage's export files bucket (infra/cdk/exports.ts), kept by the SQS emulator, which serves S3 too. */
export const LOCAL_EXPORTS_BUCKET = 'invoicing-local-exports';
/** The local archive bucket (docs/api.md §22); the emulator has no Object Lock: the adapter never writes over a file. */
export const LOCAL_ARCHIVE_BUCKET = 'invoicing-local-archive';

/** What differs between the local runtime, the tests and the bench. */
export interface LocalSettings {
  tableName: string;
  dynamoEndpoint: string;
  sqsEndpoint: string;
  /** Base64 key that signs list cursors. */
  cursorSigningKey: string;
  /** Where e-mails are written as .eml files. */
  outboxDir: string;
  /** `WEBHOOK_RETRY_SCHEDULE`; the production schedule when absent. */
  retrySchedule?: string;
  /** `WEBHOOK_ALLOW_PRIVATE`: true locally unless said otherwise. */
  allowPrivate?: boolean;
  publicBaseUrl?: string;
  /** `INVOICING_TEST_CLOCKS`: owners may move their account's clock; true locally unless said otherwise. */
  testClocks?: boolean;
  /** Logs at ERROR only (tests and the bench). */
  quiet?: boolean;
  /** The stand-in e-invoicing platform's address (infra/local/platform.ts), once it listens. */
  platformUrl?: string;
  /** The stand-in payment provider's address (infra/local/provider.ts), once it listens. */
  providerUrl?: string;
  /** Queue URLs, by queue name, once the queues exist. */
  queueUrls?: ReadonlyMap<string, string>;
}

/**
 * What a deployed function finds in its environment, pointed at the emulators: the one
 * description of the local environment, used by `npm start`, the tests and the bench.
 */
export function localEnvironment(settings: LocalSettings): Record<string, string> {
  return {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: settings.tableName,
    DYNAMODB_ENDPOINT: settings.dynamoEndpoint,
    SQS_ENDPOINT: settings.sqsEndpoint,
    // The SQS emulator serves S3 too: the export files' bucket (infra/local/buckets.ts).
    S3_ENDPOINT: settings.sqsEndpoint,
    EXPORTS_BUCKET: LOCAL_EXPORTS_BUCKET,
    ARCHIVE_BUCKET: LOCAL_ARCHIVE_BUCKET,
    CURSOR_SIGNING_KEY: settings.cursorSigningKey,
    WEBHOOK_RETRY_SCHEDULE: settings.retrySchedule ?? '60,300,1800,7200,21600,43200',
    WEBHOOK_ALLOW_PRIVATE: String(settings.allowPrivate ?? true),
    OUTBOX_DIR: settings.outboxDir,
    INVOICING_TEST_CLOCKS: String(settings.testClocks ?? true),
    // Metrics are CloudWatch's business; locally they would only crowd the console.
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...(settings.publicBaseUrl ? { PUBLIC_BASE_URL: settings.publicBaseUrl } : {}),
    ...(settings.platformUrl ? { EINVOICE_PLATFORM_URL: settings.platformUrl } : {}),
    ...(settings.providerUrl ? { PAYMENT_PROVIDER_URL: settings.providerUrl } : {}),
    // The stand-in platform answers within seconds: ask it after one, then two, four...
    EINVOICE_PLATFORM_POLL_SECONDS: '1',
    ...(settings.quiet ? { POWERTOOLS_LOG_LEVEL: 'ERROR' } : {}),
    ...Object.fromEntries([...(settings.queueUrls ?? [])].map(([name, url]) => [queueUrlVariable(name), url])),
  };
}

/** Sets this process's environment to the local one (handlers run in this process). */
export function useLocalEnvironment(settings: LocalSettings): void {
  Object.assign(process.env, localEnvironment(settings));
}
