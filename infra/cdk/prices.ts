/**
 * The AWS prices the cost figures use: us-east-1, on-demand, list prices as AWS publishes them
 * (DynamoDB's on-demand rates after the November 2024 cut), free tiers left out. Read the
 * pricing pages again before relying on a figure; a change of price is a change here.
 */
export const prices = {
  region: 'us-east-1',
  checked: '2026-11',
  /** API Gateway HTTP API, per million requests (first 300 million a month). */
  httpApiPerMillion: 1.0,
  /** Lambda, per million requests. */
  lambdaRequestsPerMillion: 0.2,
  /** Lambda on arm64, per GB-second. */
  lambdaArmPerGbSecond: 0.0000133334,
  /** DynamoDB on-demand, per million write request units. */
  dynamoWritePerMillion: 0.625,
  /** DynamoDB on-demand, per million read request units. */
  dynamoReadPerMillion: 0.125,
  /** SQS standard queue, per million requests (each 64 KiB of a body counts as one). */
  sqsPerMillion: 0.4,
  /** CloudWatch Logs ingestion, per GB. */
  logsPerGb: 0.5,
  /** CloudWatch, a standard-resolution alarm, per metric it reads, per month. */
  alarmMetricPerMonth: 0.1,
  /** CloudWatch, a custom metric (embedded metric format or a metric filter), per month. */
  customMetricPerMonth: 0.3,
  /** CloudWatch, a dashboard, per month. */
  dashboardPerMonth: 3,
  /** A CloudWatch Contributor Insights rule (DynamoDB's make four per table or index it watches). */
  contributorInsightsRulePerMonth: 0.5,
  /** Secrets Manager, a secret, per month. */
  secretPerMonth: 0.4,
} as const;

/** What the stack gives the functions (infra/cdk/api.ts, infra/cdk/workers.ts), in MB. */
export const memoryMb = { api: 1024, deliver: 512, stream: 512 } as const;

/** About what one invocation writes to CloudWatch Logs: the platform's lines and our one JSON line, in bytes. */
export const logBytesPerInvocation = 1200;

/** About what one request writes to the API's access log (infra/cdk/api.ts: one JSON object a request), in bytes. */
export const accessLogBytesPerRequest = 450;
