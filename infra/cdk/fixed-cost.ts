import { metricNames } from '../../shared/kernel/log.ts';
import { prices } from './prices.ts';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;
type Watched = { ContributorInsightsSpecification?: { Enabled?: boolean } };
type Replica = Watched & { GlobalSecondaryIndexes?: Watched[] };

/** A stage's fixed monthly cost, part by part: what it pays with no request at all. */
export interface FixedCost {
  alarms: number;
  customMetrics: number;
  dashboards: number;
  /** DynamoDB Contributor Insights: four rules per table or index watched (the events matched are left out, as requests). */
  contributorInsights: number;
  secrets: number;
  /** Lambda's pollers of each SQS event source: five long polls of 20 s at a time, all month. */
  queuePolling: number;
  /** The scheduled workers' invocations (the sweep every 5 minutes), at their memory. */
  schedules: number;
  total: number;
}

const MINUTES_A_MONTH = 30 * 24 * 60;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The fixed monthly cost of a synthesized stage, from its template and the price table of
 * infra/cdk/prices.ts (us-east-1 list prices, free tiers left out). Storage (the table, logs,
 * backups) grows with the data and is left out; so are requests. Custom metrics are published by
 * a watched stage only (a dev stage disables them).
 */
export function fixedMonthlyCost(resources: Resources): FixedCost {
  const ofType = (type: string) => Object.values(resources).filter((r) => r.Type === type);
  const alarmMetrics = ofType('AWS::CloudWatch::Alarm')
    .map((alarm) => {
      const metrics = alarm.Properties?.Metrics as { MetricStat?: unknown }[] | undefined;
      return metrics ? metrics.filter((m) => m.MetricStat).length : 1;
    })
    .reduce((a, b) => a + b, 0);
  const watched = ofType('AWS::CloudWatch::Alarm').length > 0;
  const customMetrics = watched ? metricNames.length + ofType('AWS::Logs::MetricFilter').length : 0;
  const sqsMappings = ofType('AWS::Lambda::EventSourceMapping').filter(
    (m) => !(m.Properties?.StartingPosition as string | undefined),
  ).length;
  const sweepMb = 512;
  const sweepSeconds = 0.2;
  // The scheduled workers' rules (a rule of events, such as SES's feedback, costs nothing by itself).
  const invocations =
    (MINUTES_A_MONTH / 5) * ofType('AWS::Events::Rule').filter((r) => r.Properties?.ScheduleExpression).length;
  // Contributor Insights is set on the table's replica and on each of its indexes there.
  const watchedByInsights = ofType('AWS::DynamoDB::GlobalTable')
    .flatMap((table) => (table.Properties?.Replicas as Replica[] | undefined) ?? [])
    .flatMap((replica) => [replica, ...(replica.GlobalSecondaryIndexes ?? [])])
    .filter((entity) => entity.ContributorInsightsSpecification?.Enabled).length;
  const parts = {
    alarms: alarmMetrics * prices.alarmMetricPerMonth,
    customMetrics: customMetrics * prices.customMetricPerMonth,
    dashboards: ofType('AWS::CloudWatch::Dashboard').length * prices.dashboardPerMonth,
    contributorInsights: watchedByInsights * 4 * prices.contributorInsightsRulePerMonth,
    secrets: ofType('AWS::SecretsManager::Secret').length * prices.secretPerMonth,
    queuePolling: (sqsMappings * 5 * 3 * MINUTES_A_MONTH * prices.sqsPerMillion) / 1e6,
    schedules:
      (invocations * prices.lambdaRequestsPerMillion) / 1e6 +
      invocations * sweepSeconds * (sweepMb / 1024) * prices.lambdaArmPerGbSecond,
  };
  const total = Object.values(parts).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries({ ...parts, total }).map(([k, v]) => [k, round(v)])) as unknown as FixedCost;
}
