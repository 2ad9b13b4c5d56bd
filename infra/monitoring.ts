import { Duration, type Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { StageQueues } from './queues.ts';
import type { StageSettings } from './stages.ts';

/** Alarms to an SNS topic (optionally e-mailed) and one dashboard. */
export function makeMonitoring(
  stack: Stack,
  stage: StageSettings,
  api: HttpApi,
  stageQueues: StageQueues,
  functions: Map<string, NodejsFunction>,
  table: TableV2,
): void {
  const queues = stageQueues.byName;
  const streamFailures = stageQueues.streamFailures;
  const topic = new Topic(stack, 'Alarms', { displayName: `Invoicing ${stage.name} alarms`, enforceSSL: true });
  if (stage.alarmEmail) topic.addSubscription(new EmailSubscription(stage.alarmEmail));
  const alarm = (id: string, metric: cloudwatch.IMetric, threshold: number, description: string, periods = 1) => {
    const a = new cloudwatch.Alarm(stack, `${id}Alarm`, {
      metric,
      threshold,
      evaluationPeriods: periods,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    a.addAlarmAction(new SnsAction(topic));
    return a;
  };
  const minute = Duration.minutes(1);
  const five = Duration.minutes(5);
  const delivery = (metricName: string) =>
    new cloudwatch.Metric({
      namespace: 'Invoicing',
      metricName,
      dimensionsMap: { service: 'events.deliver' },
      statistic: 'Sum',
      period: five,
    });

  const dropped = queues.get('deliveries-dropped')!;
  // Every new drop pages (a sum per period, back to OK after), where the queue's depth paged once and stayed red.
  alarm(
    'DroppedNotifications',
    delivery('DeliveriesDropped'),
    1,
    'Webhook notifications were dropped after their last attempt (see delivery.list of the callback; replay with delivery.replay).',
  );
  alarm(
    'StreamFailures',
    streamFailures.metricApproximateNumberOfMessagesVisible({ period: minute, statistic: 'Maximum' }),
    1,
    'Stream records could not be turned into notifications.',
  );
  alarm(
    'DeliveryFailureRate',
    new cloudwatch.MathExpression({
      expression: '100 * failures / MAX([attempts, 1])',
      usingMetrics: { failures: delivery('DeliveryFailures'), attempts: delivery('DeliveryAttempts') },
      period: five,
      label: 'Delivery failure rate (%)',
    }),
    50,
    'Over half of webhook delivery attempts failed for 15 minutes.',
    3,
  );
  const stream = functions.get('events.stream')!;
  alarm(
    'StreamIteratorAge',
    stream.metric('IteratorAge', { statistic: 'Maximum', period: minute }),
    60_000,
    'The stream worker is over a minute behind.',
    5,
  );
  alarm(
    'AccountLimitHits',
    new cloudwatch.Metric({ namespace: 'Invoicing', metricName: 'AccountLimitHits', statistic: 'Sum', period: five }),
    20,
    'Accounts hit their request rate limit or daily mail quota (20 refusals in 5 minutes): abuse, or a limit too low.',
  );
  alarm('Api5xx', api.metricServerError({ period: five, statistic: 'Sum' }), 5, 'The API answered 5xx.');
  alarm(
    'ApiLatencyP99',
    api.metricLatency({ period: five, statistic: 'p99' }),
    stage.p99LatencyAlarmMs,
    `The API's p99 latency was over ${stage.p99LatencyAlarmMs} ms for 15 minutes.`,
    3,
  );
  // Waits never sit in flight (long ones are parked in the table): many in flight means deliveries are stuck.
  alarm(
    'DeliveriesInFlight',
    new cloudwatch.MathExpression({
      expression: 'main + slow',
      usingMetrics: {
        main: queues
          .get('deliveries')!
          .metricApproximateNumberOfMessagesNotVisible({ period: five, statistic: 'Maximum' }),
        slow: queues
          .get('deliveries-slow')!
          .metricApproximateNumberOfMessagesNotVisible({ period: five, statistic: 'Maximum' }),
      },
      period: five,
    }),
    stage.inFlightAlarm,
    `Over ${stage.inFlightAlarm} delivery messages in flight (SQS allows about 120,000 on a standard queue).`,
  );
  // The slow lane serves receivers that answer slowly with a small concurrency: an hour behind means it needs more.
  alarm(
    'SlowLaneBehind',
    queues.get('deliveries-slow')!.metricApproximateAgeOfOldestMessage({ period: five, statistic: 'Maximum' }),
    3600,
    "The slow lane's oldest delivery message waited over an hour: slow receivers are far behind (raise events.deliver-slow's maxConcurrency).",
  );
  alarm(
    'TableThrottles',
    new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: five }),
        writes: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: five }),
      },
      period: five,
      label: 'DynamoDB throttle events',
    }),
    1,
    'DynamoDB throttled reads or writes of the table (requests retried, some answered 503).',
  );

  // Errors and throttles of every function, ten to an expression (the most one alarm may use).
  const all = [...functions.values()];
  for (let i = 0; i < all.length; i += 10) {
    const group = all.slice(i, i + 10);
    for (const kind of ['Errors', 'Throttles'] as const) {
      const usingMetrics = Object.fromEntries(
        group.map((fn, j) => [`m${j}`, fn.metric(kind, { statistic: 'Sum', period: five })]),
      );
      alarm(
        `Lambda${kind}${i / 10 + 1}`,
        new cloudwatch.MathExpression({
          expression: Object.keys(usingMetrics).join(' + '),
          usingMetrics,
          period: five,
          label: `Lambda ${kind}`,
        }),
        1,
        `Functions ${group.map((f) => f.node.id).join(', ')} had ${kind.toLowerCase()}.`,
      );
    }
  }

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
            'DeliveryAttempts',
            'DeliveriesSucceeded',
            'DeliveryRetries',
            'DeliveriesDropped',
            'DeliveriesToSlowLane',
          ].map((name) => delivery(name).with({ label: name, period: minute })),
        }),
        new cloudwatch.GraphWidget({
          title: 'Dropped (dead-letter queue) and stream lag',
          left: [dropped.metricApproximateNumberOfMessagesVisible({ period: minute, statistic: 'Maximum' })],
          right: [stream.metric('IteratorAge', { statistic: 'Maximum', period: minute })],
        }),
      ],
    ],
  });
}
