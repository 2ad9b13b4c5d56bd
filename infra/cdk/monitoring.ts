import { Duration, type Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { queueNames } from '../../shared/features/webhooks/queue-design.ts';
import { ACCOUNT_LIMIT_REACHED, METRICS_SERVICE } from '../../shared/kernel/log.ts';
import type { StageQueues } from './queues.ts';
import type { StageSettings } from './stages.ts';

/** What the stage's monitoring watches. */
export interface Watched {
  api: HttpApi;
  queues: StageQueues;
  functions: Map<string, NodejsFunction>;
  table: TableV2;
  /** The one log group every function writes to. */
  logGroup: ILogGroup;
  /** The SES configuration set whose reputation (bounce and complaint rates) is watched. */
  mailConfigurationSet: string;
}

/** The namespace of the stage's own metrics: its functions' (embedded metric format) and its log group's filters. */
export const metricsNamespaceOf = (stage: StageSettings): string => `Invoicing/${stage.name}`;

/**
 * The alarm names of docs/deployment.md's runbook, each watched by one alarm. The test of the
 * template checks that each exists and that each has a runbook entry.
 */
export const alarmNames = [
  'DroppedNotifications',
  'DeliveryFailureRate',
  'DeliveriesOverdue',
  'DeliveriesPoison',
  'AccountRunsDropped',
  'BankImportsDropped',
  'ExportsDropped',
  'PlatformDropped',
  'DeliveriesInFlight',
  'SlowLaneBehind',
  'StreamIteratorAge',
  'StreamFailures',
  'ScheduleFailures',
  'FunctionErrors',
  'Api5xx',
  'ApiLatencyP99',
  'TableThrottles',
  'AccountLimitHits',
  'MailBounceRate',
  'MailComplaintRate',
] as const;
type AlarmName = (typeof alarmNames)[number];

/**
 * Alarms to an SNS topic (e-mailed to `alarmEmail`), one dashboard, and the two metrics read
 * from the stage's log group. Only a watched stage (`monitoring`, prod's default) has them: a dev
 * stage pays nothing for alarms it would not answer. Every alarm of several metrics fills their
 * gaps with 0 (`FILL`), since a metric expression over a series with no data has no data, and
 * an alarm without data never fires.
 */
export function makeMonitoring(stack: Stack, stage: StageSettings, watched: Watched): void {
  if (!stage.monitoring) return;
  const { api, table, functions } = watched;
  const queues = watched.queues.byName;
  const namespace = metricsNamespaceOf(stage);
  const topic = new Topic(stack, 'Alarms', { displayName: `Invoicing ${stage.name} alarms`, enforceSSL: true });
  if (stage.alarmEmail) topic.addSubscription(new EmailSubscription(stage.alarmEmail));
  const alarm = (
    name: AlarmName,
    metric: cloudwatch.IMetric,
    threshold: number,
    description: string,
    periods = 1,
    operator = cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  ) => {
    const made = new cloudwatch.Alarm(stack, `${name}Alarm`, {
      alarmName: `invoicing-${stage.name}-${name}`,
      metric,
      threshold,
      evaluationPeriods: periods,
      comparisonOperator: operator,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `${description} Runbook: docs/deployment.md#${name.toLowerCase()}`,
    });
    made.addAlarmAction(new SnsAction(topic));
    return made;
  };
  const minute = Duration.minutes(1);
  const five = Duration.minutes(5);
  const ours = (metricName: string, period = five) =>
    new cloudwatch.Metric({
      namespace,
      metricName,
      dimensionsMap: { service: METRICS_SERVICE },
      statistic: 'Sum',
      period,
    });
  /** A sum of several series, each gap counted as 0. */
  const sumOf = (label: string, metrics: Record<string, cloudwatch.IMetric>) =>
    new cloudwatch.MathExpression({
      expression: Object.keys(metrics)
        .map((key) => `FILL(${key}, 0)`)
        .join(' + '),
      usingMetrics: metrics,
      period: five,
      label,
    });
  const deadLetters = (queue: {
    metricApproximateNumberOfMessagesVisible: (p: cloudwatch.MetricOptions) => cloudwatch.Metric;
  }) => queue.metricApproximateNumberOfMessagesVisible({ period: five, statistic: 'Maximum' });

  // Read from the log group every function writes to: one filter each, whatever the number of functions.
  const limitHits = new MetricFilter(stack, 'AccountLimitHitsFilter', {
    logGroup: watched.logGroup,
    metricNamespace: namespace,
    metricName: 'AccountLimitHits',
    filterPattern: FilterPattern.stringValue('$.message', '=', ACCOUNT_LIMIT_REACHED),
    metricValue: '1',
  });
  // Lambda's own report of each invocation (JSON log format): an error, a timeout, a crash of the runtime.
  const functionErrors = new MetricFilter(stack, 'FunctionErrorsFilter', {
    logGroup: watched.logGroup,
    metricNamespace: namespace,
    metricName: 'FunctionErrors',
    filterPattern: FilterPattern.all(
      FilterPattern.stringValue('$.type', '=', 'platform.report'),
      FilterPattern.stringValue('$.record.status', '!=', 'success'),
    ),
    metricValue: '1',
  });

  // Webhooks.
  alarm(
    'DroppedNotifications',
    ours('DeliveriesDropped'),
    1,
    'Webhook notifications were dropped after their last attempt (see delivery.list of the callback; replay with delivery.replay).',
  );
  alarm(
    'DeliveryFailureRate',
    new cloudwatch.MathExpression({
      // Every attempt either succeeds or fails: the attempts are their sum, not a metric of their own.
      expression: '100 * FILL(failures, 0) / MAX([FILL(failures, 0) + FILL(succeeded, 0), 1])',
      usingMetrics: { failures: ours('DeliveryFailures'), succeeded: ours('DeliveriesSucceeded') },
      period: five,
      label: 'Delivery failure rate (%)',
    }),
    50,
    'Over half of webhook delivery attempts failed for 15 minutes.',
    3,
  );
  alarm(
    'DeliveriesOverdue',
    ours('DeliveriesOverdue'),
    1,
    'Webhook retries were over 15 minutes past due at two sweeps in a row: their messages are lost faster than the sweep sends them again.',
    2,
  );
  alarm(
    'DeliveriesPoison',
    deadLetters(queues.get(queueNames.poison)!),
    1,
    'SQS moved delivery messages the worker could not handle at all to the poison queue.',
  );
  alarm(
    'AccountRunsDropped',
    deadLetters(queues.get(queueNames.accountRunsDropped)!),
    1,
    "An account's recurring run failed five times: its due invoices wait (the next scheduled run tries again).",
  );
  alarm(
    'BankImportsDropped',
    deadLetters(queues.get(queueNames.bankImportsDropped)!),
    1,
    "A batch of a bank statement's credits failed five times: the statement stays processing and those credits are not imported.",
  );
  alarm(
    'ExportsDropped',
    deadLetters(queues.get(queueNames.exportsDropped)!),
    1,
    'An export job failed three times: it is marked failed (or, if even that failed, stays running) and its file was not written.',
  );
  alarm(
    'PlatformDropped',
    deadLetters(queues.get(queueNames.platformDropped)!),
    1,
    "A message of the platform queue failed for about five hours: to the e-invoicing platform (a hand-off, a poll, a cashed status), or closing an invoice's checkouts at its payment provider.",
  );
  // Waits never sit in flight (long ones are parked in the table): many in flight means deliveries are stuck.
  alarm(
    'DeliveriesInFlight',
    sumOf('Delivery messages in flight', {
      main: queues
        .get(queueNames.deliveries)!
        .metricApproximateNumberOfMessagesNotVisible({ period: five, statistic: 'Maximum' }),
      slow: queues
        .get(queueNames.slow)!
        .metricApproximateNumberOfMessagesNotVisible({ period: five, statistic: 'Maximum' }),
    }),
    stage.inFlightAlarm,
    `Over ${stage.inFlightAlarm} delivery messages in flight (SQS allows about 120,000 on a standard queue).`,
  );
  alarm(
    'SlowLaneBehind',
    queues.get(queueNames.slow)!.metricApproximateAgeOfOldestMessage({ period: five, statistic: 'Maximum' }),
    3600,
    "The slow lane's oldest delivery message waited over an hour: slow receivers are far behind.",
  );

  // Workers.
  // Both readers of the table's stream: the events worker (webhooks) and the reports worker (totals).
  const streamLag = {
    events: functions.get('events.stream')!.metric('IteratorAge', { statistic: 'Maximum', period: minute }),
    reports: functions.get('reports.aggregate')!.metric('IteratorAge', { statistic: 'Maximum', period: minute }),
  };
  alarm(
    'StreamIteratorAge',
    new cloudwatch.MathExpression({
      expression: 'MAX([FILL(events, 0), FILL(reports, 0)])',
      usingMetrics: streamLag,
      period: minute,
      label: 'Stream workers behind (ms)',
    }),
    60_000,
    'A stream worker (the events worker, or the reports worker: reports then answer FreshAsOf) is over a minute behind.',
    5,
  );
  alarm(
    'StreamFailures',
    deadLetters(watched.queues.streamFailures),
    1,
    'Stream records could not be turned into notifications after their retries (replay them with npm run admin -- replay-stream-failures within 24 hours).',
  );
  alarm(
    'ScheduleFailures',
    deadLetters(watched.queues.scheduleFailures),
    1,
    'EventBridge could not invoke a scheduled worker (the sweep).',
  );
  alarm(
    'FunctionErrors',
    functionErrors.metric({ statistic: 'Sum', period: five }),
    1,
    'A function failed, timed out or crashed.',
  );

  // The API and the table.
  alarm('Api5xx', api.metricServerError({ period: five, statistic: 'Sum' }), 5, 'The API answered 5xx.');
  alarm(
    'ApiLatencyP99',
    api.metricLatency({ period: five, statistic: 'p99' }),
    stage.p99LatencyAlarmMs,
    `The API's p99 latency was over ${stage.p99LatencyAlarmMs} ms for 15 minutes.`,
    3,
  );
  alarm(
    'TableThrottles',
    sumOf('DynamoDB throttle events', {
      reads: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: five }),
      writes: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: five }),
    }),
    1,
    'DynamoDB throttled reads or writes of the table (requests retried, some answered 503).',
  );
  alarm(
    'AccountLimitHits',
    limitHits.metric({ statistic: 'Sum', period: five }),
    20,
    'Accounts hit their request rate limit or daily mail quota (20 refusals in 5 minutes): abuse, or a limit too low.',
  );

  // Mail: SES reviews an account at 5% bounces or 0.1% complaints, and may pause its sending at 10% and 0.5%.
  const reputation = (metricName: string) =>
    new cloudwatch.Metric({
      namespace: 'AWS/SES',
      metricName,
      dimensionsMap: { 'ses:configuration-set': watched.mailConfigurationSet },
      statistic: 'Maximum',
      period: Duration.hours(1),
    });
  alarm(
    'MailBounceRate',
    reputation('Reputation.BounceRate'),
    0.04,
    'Over 4% of sent documents bounced (SES reviews at 5%).',
  );
  alarm(
    'MailComplaintRate',
    reputation('Reputation.ComplaintRate'),
    0.0008,
    'Over 0.08% of sent documents were marked as spam (SES reviews at 0.1%).',
  );

  new cloudwatch.Dashboard(stack, 'Dashboard', {
    dashboardName: `invoicing-${stage.name}`,
    widgets: [
      [
        new cloudwatch.GraphWidget({
          title: 'Requests',
          left: [
            api.metricCount({ period: minute }),
            api.metricClientError({ period: minute }),
            api.metricServerError({ period: minute }),
          ],
        }),
        new cloudwatch.GraphWidget({
          title: 'Latency (ms)',
          left: [
            api.metricLatency({ statistic: 'p50', period: minute }),
            api.metricLatency({ statistic: 'p99', period: minute }),
          ],
        }),
      ],
      [
        new cloudwatch.GraphWidget({
          title: 'Webhook deliveries',
          left: [
            'DeliveriesSucceeded',
            'DeliveryFailures',
            'DeliveryRetries',
            'DeliveriesDropped',
            'DeliveriesToSlowLane',
          ].map((name) => ours(name, minute).with({ label: name })),
        }),
        new cloudwatch.GraphWidget({
          title: 'Dead letters and stream lag',
          left: [queues.get(queueNames.poison)!, watched.queues.streamFailures, watched.queues.scheduleFailures].map(
            (queue) => queue.metricApproximateNumberOfMessagesVisible({ period: minute, statistic: 'Maximum' }),
          ),
          right: Object.entries(streamLag).map(([name, lag]) => lag.with({ label: `${name} worker behind (ms)` })),
        }),
      ],
    ],
  });
}
