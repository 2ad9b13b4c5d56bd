/**
 * Every setting the service reads from its environment, in one typed place: no other module
 * reads `process.env`. Getters read on use, so tests and the local runtime can set the
 * environment before a function first needs a value.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The environment variable that gives a function a queue's URL. */
export const queueUrlVariable = (name: string) => `QUEUE_URL_${name.replace(/\W/g, '_').toUpperCase()}`;

const optional = (name: string): string | undefined => process.env[name] || undefined;

/** The settings, read from the environment on use. */
export const config = {
  /** The single DynamoDB table. */
  get tableName(): string {
    return required('TABLE_NAME');
  },
  /** Set only by the local runtime and tests: DynamoDB Local's address. */
  get dynamoEndpoint(): string | undefined {
    return optional('DYNAMODB_ENDPOINT');
  },
  /** Set only by the local runtime and tests: the SQS emulator's address. */
  get sqsEndpoint(): string | undefined {
    return optional('SQS_ENDPOINT');
  },
  /** Set only by the local runtime and tests: the S3 emulator's address (the SQS emulator serves S3 too). */
  get s3Endpoint(): string | undefined {
    return optional('S3_ENDPOINT');
  },
  /** Whether AWS is reached at an address of its own (the emulators, the bundled runtime's guard): S3 then takes paths, not host names. */
  get awsEndpointGiven(): boolean {
    return Boolean(optional('S3_ENDPOINT') ?? optional('AWS_ENDPOINT_URL'));
  },
  /** How long a report waits for the stream to add the changes made before it (docs/reports.md): 5 s. */
  get reportsSettleMs(): number {
    const set = optional('REPORTS_SETTLE_MS');
    return set === undefined ? 5000 : Number(set);
  },
  /**
   * How long asynchronous work may wait for its worker before its message is taken for lost and
   * the sweep queues it again (docs/asynchronous-work.md): 15 minutes, SQS's longest delay.
   */
  get workPatienceMs(): number {
    const set = optional('WORK_PATIENCE_MS');
    return set === undefined ? 15 * 60_000 : Number(set);
  },
  /** The stage's bucket of export files (docs/exports.md). */
  get exportsBucket(): string {
    return required('EXPORTS_BUCKET');
  },
  /** The stage's archive bucket: issued documents' files under S3 Object Lock (docs/api.md §22). */
  get archiveBucket(): string {
    return required('ARCHIVE_BUCKET');
  },
  /** The stage's e-invoicing platform (docs/einvoicing.md); empty when the stage has none. */
  get platformUrl(): string {
    return optional('EINVOICE_PLATFORM_URL') ?? '';
  },
  /** The payment provider's API (docs/api.md §19): Stripe's unless the stage names another address (the local stand-in). */
  get paymentProviderUrl(): string {
    return optional('PAYMENT_PROVIDER_URL') ?? 'https://api.stripe.com';
  },
  /** The first wait before the platform is asked for a transmission's statuses; each next one doubles, to 15 minutes. */
  get platformPollSeconds(): number {
    return Number(optional('EINVOICE_PLATFORM_POLL_SECONDS') ?? 60);
  },
  /** A queue's URL, by name in shared/features/webhooks/queue-design.ts. */
  queueUrl(name: string): string {
    return required(queueUrlVariable(name));
  },
  /**
   * The signing key (base64) given directly: locally and in tests. Deployed functions have none
   * in their environment; they read the secret `signingKeySecret` names at run time
   * (shared/kernel/signing-key.ts).
   */
  get signingKeyInEnvironment(): string | undefined {
    return optional('CURSOR_SIGNING_KEY');
  },
  /**
   * Where a function's layers are unpacked: `/opt` on Lambda; the local bundled runtime gives each
   * function the synthesized content of its layer instead (infra/local/bundled/runtime.ts).
   */
  get layersDir(): string {
    return optional('INVOICING_LAYERS_DIR') ?? '/opt';
  },
  /** The port of the Parameters and Secrets Lambda Extension (its default, 2773). */
  get secretsExtensionPort(): string {
    return optional('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT') ?? '2773';
  },
  /** The function's session token, which the secrets extension requires of its callers. */
  get awsSessionToken(): string {
    return required('AWS_SESSION_TOKEN');
  },
  /** The ARN of the Secrets Manager secret that holds the signing key, when deployed. */
  get signingKeySecret(): string {
    return required('SIGNING_KEY_SECRET_ARN');
  },
  /** The API's base URL, named in notifications (`system`) and xml-in answers. */
  get publicBaseUrl(): string {
    return optional('PUBLIC_BASE_URL') ?? '';
  },
  /** Seconds between webhook delivery attempts, as written (`1,1,2`); the production schedule when unset. */
  get webhookRetrySchedule(): string | undefined {
    return optional('WEBHOOK_RETRY_SCHEDULE');
  },
  /** Whether callbacks may target loopback and private addresses (docs/api.md §7). */
  get webhookAllowPrivate(): boolean {
    return (process.env.WEBHOOK_ALLOW_PRIVATE ?? 'false') === 'true';
  },
  /** Deployed stages take https callback uris only. */
  get webhookHttpsOnly(): boolean {
    return process.env.WEBHOOK_HTTPS_ONLY === 'true';
  },
  /** 10 s (docs/api.md §7); tests shorten it. */
  get webhookTimeoutMs(): number {
    return Number(process.env.WEBHOOK_TIMEOUT_MS) || 10_000;
  },
  /** How long the main delivery lane waits for an answer before it hands the message to the slow lane (2 s); tests shorten it. */
  get webhookMainLaneMs(): number {
    return Number(process.env.WEBHOOK_MAIN_LANE_MS) || 2000;
  },
  /** A queue's URL when this function was given it, else undefined. */
  queueUrlIfGiven(name: string): string | undefined {
    return optional(queueUrlVariable(name));
  },
  /** The sender of documents sent by e-mail. */
  get mailFrom(): string {
    return optional('MAIL_FROM') ?? 'invoices@invoicing.local';
  },
  /** The SES configuration set every message goes through (its bounce and complaint rates are watched); none locally. */
  get mailConfigurationSet(): string | undefined {
    return optional('MAIL_CONFIGURATION_SET');
  },
  /** Set locally: e-mails are written there as .eml files instead of going through SES. */
  get outboxDir(): string | undefined {
    return optional('OUTBOX_DIR');
  },
  /** Requests an account may make a minute (0: no limit; the local runtime sets none, per docs/api.md §1). */
  get rateLimitPerMinute(): number {
    return Number(process.env.RATE_LIMIT_PER_MINUTE) || 0;
  },
  /** Files (PDF, UBL, CII) one share link may be asked for a minute (0: no limit, the local runtime's). */
  get pageFilesPerMinute(): number {
    return Number(process.env.PAGE_FILES_PER_MINUTE) || 0;
  },
  /** Test clocks (docs/api.md §13): an account's owner may move its clock forward. Off unless set. */
  get testClocks(): boolean {
    return process.env.INVOICING_TEST_CLOCKS === 'true';
  },
  /** E-mail recipients an account may send to a day (0: no quota). */
  get mailQuotaPerDay(): number {
    return Number(process.env.MAIL_QUOTA_PER_DAY) || 0;
  },
  /** Powertools' service name in logs: the function's operation or worker. */
  get serviceName(): string {
    return optional('POWERTOOLS_SERVICE_NAME') ?? 'invoicing';
  },
  /** Where metrics go: the stage's own namespace (`Invoicing/prod`), so two stages of one account never mix. */
  get metricsNamespace(): string {
    return optional('POWERTOOLS_METRICS_NAMESPACE') ?? 'Invoicing';
  },
};
