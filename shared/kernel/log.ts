import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from './config.ts';

/**
 * Structured JSON logs and CloudWatch metrics (embedded metric format), from Powertools for
 * AWS Lambda. Callers pass facts, never request headers or bodies, so no token reaches a log.
 */
let made: Logger | undefined;
// Made on first use, as the metrics are, so a level set after the modules load (the bench's, the tests') holds.
const logger = () => (made ??= new Logger({ serviceName: config.serviceName }));

type Fields = Record<string, unknown>;

/** Structured logs (Powertools Logger): JSON lines, errors with their stack. */
export const log = {
  info: (message: string, fields: Fields = {}) => logger().info(message, fields),
  warn: (message: string, fields: Fields = {}) => logger().warn(message, fields),
  error: (message: string, error?: unknown, fields: Fields = {}) =>
    logger().error(message, {
      ...fields,
      ...(error === undefined ? {} : { error: error instanceof Error ? error : String(error) }),
    }),
};

/** The `service` dimension of every metric: one for the whole stage, so both delivery lanes add up into one series. */
export const METRICS_SERVICE = 'invoicing';

/**
 * Metrics of the stage's namespace; a worker publishes them once per invocation. Made on
 * first use, so settings given after the modules load (the local runtime's) still count.
 */
let metrics: Metrics | undefined;
const stored = () => (metrics ??= new Metrics({ namespace: config.metricsNamespace, serviceName: METRICS_SERVICE }));
/** Every metric the functions publish: each is one custom metric of the stage (and what it costs). */
export const metricNames = [
  'DeliveriesSucceeded',
  'DeliveryFailures',
  'DeliveryRetries',
  'DeliveriesDropped',
  'DeliveriesToSlowLane',
  'DeliveriesOverdue',
] as const;

/** Adds to a CloudWatch metric of the stage. */
export const count = (name: (typeof metricNames)[number], value = 1) => {
  counted = true;
  stored().addMetric(name, MetricUnit.Count, value);
};
let counted = false;
/** Sends the metrics counted so far (workers call it at the end of a batch); nothing when none was counted. */
export const publishMetrics = () => {
  if (!counted) return;
  counted = false;
  metrics?.publishStoredMetrics();
};

/** The log message of a request refused by an account limit: the stack counts it into an alarm (one metric filter on the stage's log group). */
export const ACCOUNT_LIMIT_REACHED = 'account limit reached';
