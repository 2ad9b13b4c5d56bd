import { fixedMonthlyCost } from '../infra/cdk/fixed-cost.ts';
import { accessLogBytesPerRequest, logBytesPerInvocation, memoryMb, prices } from '../infra/cdk/prices.ts';
import { synthesizeStage } from '../infra/cdk/synth.ts';
import { type Row, withinTarget } from './support.ts';

const READS = [
  'clients.get',
  'clients.list',
  'documents.get',
  'documents.list',
  'payments.list',
  'catalog.get',
  'catalog.filter',
];
/** A credit note's create is an issue: its journal entry is in its transaction, as a payment's is. */
const WRITES = [
  'clients.create',
  'clients.update',
  'documents.create',
  'documents.create (credit note)',
  'payments.create',
];

/**
 * One webhook delivery, from the code path (the bench does not count its capacity): the stream
 * worker's share of an invocation, its delivery record (a conditional put, 1 KB: 1 WRU), the
 * SQS send, receive and delete, the delivery function's invocation (a 200 ms POST, conservative)
 * and the attempt's record (an update: 1 WRU).
 */
const DELIVERY = { sqsRequests: 3, writeUnits: 2, readUnits: 0.5, lambdaMs: { stream: 30, deliver: 200 } };

const lambda = (ms: number, mb: number) =>
  prices.lambdaRequestsPerMillion / 1e6 + (mb / 1024) * (ms / 1000) * prices.lambdaArmPerGbSecond;
const logs = (invocations: number, bytes = logBytesPerInvocation) => ((invocations * bytes) / 1e9) * prices.logsPerGb;

/**
 * What keeping the reports' totals adds to a write whose document change they count (the
 * `reports` section's measure): the reports worker's transaction, 2 write units an item as DynamoDB
 * prices a transactional write, and its share of a stream invocation. Zero when the change moves
 * no total (a client), or when the section did not run.
 */
const REPORTED: Record<string, string> = {
  'payments.create': 'a payment',
  'documents.create': 'a new invoice',
  'documents.create (credit note)': 'a new invoice',
};
function reportsCost(rows: Row[], name: string): number {
  const what = REPORTED[name];
  const items = rows.find(
    (r) => r.section === 'reports' && r.name.startsWith(`what the totals add to ${what}:`),
  )?.value;
  if (what === undefined || items === undefined) return 0;
  return (2 * items * prices.dynamoWritePerMillion) / 1e6 + lambda(DELIVERY.lambdaMs.stream, memoryMb.stream) + logs(1);
}

/**
 * What closing an invoice's checkouts adds to a write that makes it owe less (docs/api.md §19),
 * from the code path: the stream worker's message on the platform queue (send, receive, delete),
 * the platform worker's invocation (512 MB; a `Query` of the account's checkouts, 0.5 read
 * units, which finds none for most invoices: 20 ms, conservative) and its log. Closing a checkout
 * found is a call to the provider, billed by it, not here.
 */
const CLOSING = { sqsRequests: 3, readUnits: 0.5, lambdaMs: 20 };
const OWES_LESS = new Set(['payments.create', 'documents.create (credit note)']);
const closingCost = (name: string) =>
  OWES_LESS.has(name)
    ? lambda(CLOSING.lambdaMs, memoryMb.stream) +
      (CLOSING.sqsRequests * prices.sqsPerMillion) / 1e6 +
      (CLOSING.readUnits * prices.dynamoReadPerMillion) / 1e6 +
      logs(1)
    : 0;

/** The cost of one API request: gateway (and its access log line), function (measured duration), table (measured units), logs, and the reports' writes and the checkouts' closing it causes. */
function requestCost(rows: Row[], name: string): number | undefined {
  const p50 = rows.find((r) => r.section === 'overhead' && r.name === `${name} p50`)?.value;
  const units = rows.find((r) => r.section === 'capacity' && r.name === name)?.parts;
  if (p50 === undefined || !units) return undefined;
  return (
    prices.httpApiPerMillion / 1e6 +
    lambda(p50, memoryMb.api) +
    ((units.read ?? 0) * prices.dynamoReadPerMillion) / 1e6 +
    ((units.write ?? 0) * prices.dynamoWritePerMillion) / 1e6 +
    logs(1) +
    logs(1, accessLogBytesPerRequest) +
    reportsCost(rows, name) +
    closingCost(name)
  );
}

const deliveryCost = () =>
  lambda(DELIVERY.lambdaMs.stream, memoryMb.stream) +
  lambda(DELIVERY.lambdaMs.deliver, memoryMb.deliver) +
  (DELIVERY.sqsRequests * prices.sqsPerMillion) / 1e6 +
  (DELIVERY.writeUnits * prices.dynamoWritePerMillion) / 1e6 +
  (DELIVERY.readUnits * prices.dynamoReadPerMillion) / 1e6 +
  logs(2);

const mean = (values: (number | undefined)[]) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : undefined;
};
const usd = (perRequest: number) => Math.round(perRequest * 1e6 * 100) / 100;

/**
 * Cost per million requests on AWS, by kind and for a typical mix, from this run's measured
 * durations and capacity units and infra/cdk/prices.ts. Durations are the local p50s (DynamoDB Local
 * is slower than DynamoDB), so the Lambda part is an upper bound.
 */
export function costRows(rows: Row[]): Row[] {
  const reads = mean(READS.map((name) => requestCost(rows, name)));
  const writes = mean(WRITES.map((name) => requestCost(rows, name)));
  const delivery = deliveryCost();
  if (reads === undefined || writes === undefined) return [];
  const mix = 0.7 * reads + 0.25 * writes + 0.05 * delivery;
  const reported = rows.some((r) => r.section === 'reports' && r.name.startsWith('what the totals add to'));
  const note = `${prices.region} list prices (${prices.checked}), infra/cdk/prices.ts${reported ? "; the reports' writes included" : "; the reports' writes not measured in this run"}`;
  return [
    { section: 'cost', name: 'reads (get, list), per million', value: usd(reads), unit: 'USD', note },
    {
      section: 'cost',
      name: 'writes (create, update, issue, pay), per million',
      value: usd(writes),
      unit: 'USD',
      note,
    },
    { section: 'cost', name: 'webhook deliveries, per million', value: usd(delivery), unit: 'USD', note },
    {
      section: 'cost',
      name: 'a mix of 70% reads, 25% writes, 5% deliveries, per million',
      value: usd(mix),
      unit: 'USD',
      note,
    },
  ];
}

/** The fixed monthly cost each stage may reach (issue "Nothing stuck, nothing lost"). */
const FIXED_TARGETS = { prod: 10, dev: 2 } as const;

/**
 * What a stage costs a month with no request at all, from its synthesized template (the stack as
 * `cdk deploy -c stage=...` makes it, prod watched with alarms and a dashboard) and
 * infra/cdk/prices.ts, against its target.
 */
export function fixedCostRows(): Row[] {
  const stages = {
    prod: synthesizeStage('prod', { alarmEmail: 'ops@example.com', mailFrom: 'invoices@example.com' }),
    dev: synthesizeStage('dev'),
  };
  return (Object.keys(stages) as (keyof typeof stages)[]).map((stage) => {
    const { total, ...parts } = fixedMonthlyCost(stages[stage].template.toJSON().Resources);
    return {
      section: 'cost',
      name: `a ${stage} stage's fixed cost, a month`,
      ...withinTarget(total, FIXED_TARGETS[stage]),
      unit: 'USD',
      parts,
      note: `floor: the target; from the synthesized template and infra/cdk/prices.ts (${prices.region}, ${prices.checked}); storage and requests left out`,
    };
  });
}
