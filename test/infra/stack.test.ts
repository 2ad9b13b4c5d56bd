import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { readStatement } from '../../infra/local/bundled/iam.ts';
import { SynthesizedStack } from '../../infra/local/bundled/template.ts';
import { InvoicingStack } from '../../infra/stack.ts';
import { stageSettings } from '../../infra/stages.ts';
import { operations, tableActionsOf, workers } from '../../shared/operations.ts';
import { tableDesign } from '../../shared/store/table-design.ts';

/** The stack as `cdk synth -c stage=...` makes it, without bundling (assertions need no code). */
function synth(stage: string, context: Record<string, string> = {}) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const stack = new InvoicingStack(app, `invoicing-${stage}`, { stage: stageSettings(stage, (k) => context[k]) });
  Aspects.of(app).add(new AwsSolutionsChecks());
  app.synth();
  return { stack, template: Template.fromStack(stack) };
}

const prod = synth('prod', { alarmEmail: 'ops@example.com', mailFrom: 'invoices@example.com' });
const dev = synth('dev');
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
const resources = (template: Template, type: string) =>
  Object.entries(template.findResources(type) as Record<string, Resource>);

describe('the CDK stack', () => {
  it('has a route and a function for every operation, and a function for every worker', () => {
    const routes = resources(prod.template, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    // Every operation, and `$default` for what none answers (the contract's error shape).
    expect(routes.sort()).toEqual([...operations.map((op) => `${op.method} ${op.path}`), '$default'].sort());
    for (const spec of [...operations, ...workers]) expect(prod.stack.functions.has(spec.name), spec.name).toBe(true);
    const functions = resources(prod.template, 'AWS::Lambda::Function');
    expect(functions).toHaveLength(operations.length + workers.length + 1);
    for (const [id, fn] of functions) {
      expect(fn.Properties.Runtime, id).toBe('nodejs22.x');
      expect(fn.Properties.Architectures, id).toEqual(['arm64']);
      expect(fn.Properties.Environment.Variables.WEBHOOK_ALLOW_PRIVATE).toBe('false');
    }
  });

  it('declares the table of table-design.ts, with stream, PITR, TTL, and data kept outside dev', () => {
    prod.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: tableDesign.globalIndexes.map((i) =>
        Match.objectLike({ IndexName: i.name, Projection: { ProjectionType: 'ALL' } }),
      ),
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      ],
    });
    prod.template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Retain' });
    dev.template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Delete' });
  });

  it('reads the signing key at run time, in the functions that sign only, and keeps it in prod', () => {
    const functions = resources(prod.template, 'AWS::Lambda::Function');
    const roleOf = (name: string) =>
      prod.stack.resolve((prod.stack.functions.get(name)!.role!.node.defaultChild as unknown as { ref: string }).ref);
    const policyText = (name: string) =>
      JSON.stringify(
        resources(prod.template, 'AWS::IAM::Policy').find(
          ([, p]) => JSON.stringify(p.Properties.Roles) === JSON.stringify([roleOf(name)]),
        )?.[1] ?? {},
      );
    for (const [id, fn] of functions) {
      const variables = fn.Properties.Environment?.Variables ?? {};
      expect(Object.keys(variables), id).not.toContain('CURSOR_SIGNING_KEY');
      expect(JSON.stringify(variables), id).not.toContain('resolve:secretsmanager');
    }
    for (const op of operations) {
      const fn = prod.stack.functions.get(op.name)!;
      const props = prod.template.toJSON().Resources[prod.stack.getLogicalId(fn.node.defaultChild as never)].Properties;
      const signs = 'usesSigningKey' in op;
      expect('SIGNING_KEY_SECRET_ARN' in (props.Environment?.Variables ?? {}), op.name).toBe(signs);
      expect(policyText(op.name).includes('secretsmanager:GetSecretValue'), op.name).toBe(signs);
      expect((props.Layers ?? []).length > 0, op.name).toBe(signs);
    }
    const [, secret] = resources(prod.template, 'AWS::SecretsManager::Secret')[0]!;
    expect(secret.DeletionPolicy).toBe('Retain');
  });

  it('gives each function only the actions it uses, never a wildcard action', () => {
    const policies = resources(prod.template, 'AWS::IAM::Policy');
    for (const [id, policy] of policies) {
      for (const statement of policy.Properties.PolicyDocument.Statement) {
        const actions = [statement.Action].flat();
        expect(
          actions.some((a: string) => a === '*' || a.endsWith(':*')),
          `${id}: ${actions}`,
        ).toBe(false);
      }
    }
    const roleOf = (name: string) =>
      prod.stack.resolve((prod.stack.functions.get(name)!.role!.node.defaultChild as unknown as { ref: string }).ref);
    for (const op of operations) {
      const policy = policies.find(([, p]) => JSON.stringify(p.Properties.Roles) === JSON.stringify([roleOf(op.name)]));
      // A function that reaches no table (the reference page's) has no policy of its own.
      const dynamo = (policy?.[1].Properties.PolicyDocument.Statement ?? [])
        .flatMap((s: { Action: string | string[] }) => [s.Action].flat())
        .filter((a: string) => a.startsWith('dynamodb:'));
      expect(dynamo.sort(), op.name).toEqual(
        tableActionsOf(op)
          .map((a) => `dynamodb:${a}`)
          .sort(),
      );
    }
    const sends = policies.filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('ses:SendEmail'));
    expect(sends).toHaveLength(1);
  });

  it('retries deliveries on the schedule; the redrive policy is a backstop well above the attempts', () => {
    const queues = resources(prod.template, 'AWS::SQS::Queue');
    const deliveries = queues.find(([, q]) => q.Properties.RedrivePolicy)![1];
    // 7 attempts: drops are the worker's, after the record's last attempt; the backstop is 3 x 7.
    expect(deliveries.Properties.RedrivePolicy.maxReceiveCount).toBe(21);
    const deliverFn = resources(prod.template, 'AWS::Lambda::Function').find(
      ([, f]) => f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === 'events.deliver',
    )![1];
    expect(deliveries.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * deliverFn.Properties.Timeout);
    prod.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 10,
    });
    prod.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    prod.template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(5 minutes)' });
    // Every queue a worker touches is named in its environment.
    expect(
      Object.keys(deliverFn.Properties.Environment.Variables)
        .filter((k) => k.startsWith('QUEUE_URL_'))
        .sort(),
    ).toEqual(['QUEUE_URL_DELIVERIES', 'QUEUE_URL_DELIVERIES_DROPPED', 'QUEUE_URL_DELIVERIES_SLOW']);
    // The slow lane: its own queue and function, on a smaller concurrency than the main lane.
    prod.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 5 },
    });
    prod.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      ScalingConfig: { MaximumConcurrency: 50 },
    });
    for (const name of ['events.stream', 'events.sweep', 'callbacks.xml-in']) {
      const fn = resources(prod.template, 'AWS::Lambda::Function').find(
        ([, f]) => f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === name,
      )![1];
      expect(fn.Properties.Environment.Variables, name).toHaveProperty('QUEUE_URL_DELIVERIES');
    }
    expect(synth('retry', { retrySchedule: '1,2' }).template.toJSON().Resources).toSatisfy(
      (r: Record<string, Resource>) =>
        Object.values(r).some((x) => x.Properties?.RedrivePolicy?.maxReceiveCount === 20),
    );
  });

  it('watches drops, failure rate, stream lag and failures, 5xx, p99 latency, in-flight messages, table and function throttles and errors, to an SNS topic', () => {
    const alarms = resources(prod.template, 'AWS::CloudWatch::Alarm').map(([id]) => id);
    for (const name of [
      'DroppedNotifications',
      'DeliveryFailureRate',
      'StreamIteratorAge',
      'Api5xx',
      'LambdaErrors1',
      'LambdaThrottles1',
      'StreamFailures',
      'ApiLatencyP99',
      'DeliveriesInFlight',
      'SlowLaneBehind',
      'TableThrottles',
    ]) {
      expect(
        alarms.some((id) => id.startsWith(name)),
        name,
      ).toBe(true);
    }
    // The unmatched route's function too.
    const functions = operations.length + workers.length + 1;
    expect(alarms.filter((id) => id.startsWith('LambdaErrors'))).toHaveLength(Math.ceil(functions / 10));
    for (const [, alarm] of resources(prod.template, 'AWS::CloudWatch::Alarm'))
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
    prod.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    dev.template.resourceCountIs('AWS::SNS::Subscription', 0);
    prod.template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it("passes cdk-nag's AwsSolutions checks, each suppression with its reason", () => {
    const errors = Annotations.fromStack(prod.stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(errors.map((e) => `${e.id}: ${String(e.entry.data).slice(0, 120)}`)).toEqual([]);
  });

  it('refuses to synthesize prod without a sender and an alarm address, and can use an SES identity that exists', () => {
    expect(() => synth('prod')).toThrow(/mailFrom/);
    expect(() => synth('prod', { mailFrom: 'invoices@example.com' })).toThrow(/alarmEmail/);
    expect(resources(prod.template, 'AWS::SES::EmailIdentity')).toHaveLength(1);
    const existing = synth('shared', { sesIdentity: 'example.com' });
    expect(resources(existing.template, 'AWS::SES::EmailIdentity')).toHaveLength(0);
    const send = resources(existing.template, 'AWS::IAM::Policy').map(([, p]) =>
      JSON.stringify(p.Properties.PolicyDocument),
    );
    expect(send.some((p) => p.includes('ses:SendEmail') && p.includes('identity/example.com'))).toBe(true);
  });

  it('filters the stream to the changes that can be events, logs access as JSON, and pages on every new drop', () => {
    const mapping = resources(prod.template, 'AWS::Lambda::EventSourceMapping').find(
      ([, m]) => m.Properties.FilterCriteria,
    )![1];
    const pattern = JSON.parse(mapping.Properties.FilterCriteria.Filters[0].Pattern);
    expect(pattern.eventName).toEqual(['INSERT', 'MODIFY']);
    expect(pattern.dynamodb.NewImage.kind.S).toEqual(['client', 'document', 'category', 'callback', 'payment']);
    const stage = resources(prod.template, 'AWS::ApiGatewayV2::Stage')[0]![1];
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
    });
    const dropped = resources(prod.template, 'AWS::CloudWatch::Alarm').find(([id]) =>
      id.startsWith('DroppedNotifications'),
    )![1];
    expect(dropped.Properties).toMatchObject({ MetricName: 'DeliveriesDropped', Statistic: 'Sum', Threshold: 1 });
  });
});

describe('the local stage, which INVOICING_RUNTIME=bundled runs', () => {
  const local = synth('local', { retrySchedule: '1,1,1', allowPrivateCallbacks: 'true' });
  const dir = mkdtempSync(join(tmpdir(), 'local-stage-'));
  writeFileSync(join(dir, 'invoicing-local.template.json'), JSON.stringify(local.template.toJSON()));
  const stack = new SynthesizedStack(dir, 'invoicing-local');

  it("has the contract's local rules in every function's environment", () => {
    for (const [id, fn] of resources(local.template, 'AWS::Lambda::Function')) {
      expect(fn.Properties.Environment.Variables, id).toMatchObject({
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_HTTPS_ONLY: 'false',
        RATE_LIMIT_PER_MINUTE: '0',
        WEBHOOK_RETRY_SCHEDULE: '1,1,1',
      });
    }
  });

  it('routes every operation to its own function, and has only policies the guard can judge', () => {
    const routes = stack.routes();
    expect([...routes.keys()].sort()).toEqual(
      [...operations.map((op) => `${op.method} ${op.path}`), '$default'].sort(),
    );
    for (const [roleId] of stack.resources('AWS::IAM::Role'))
      for (const statement of stack.statementsOf(roleId)) expect(() => readStatement(statement)).not.toThrow();
  });
});
