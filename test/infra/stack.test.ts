import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Aspects, Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_RETENTION_DAYS } from '../../infra/cdk/archive.ts';
import { fixedMonthlyCost } from '../../infra/cdk/fixed-cost.ts';
import { grantsOf } from '../../infra/cdk/functions.ts';
import { alarmNames } from '../../infra/cdk/monitoring.ts';
import { projectRoot } from '../../infra/cdk/naming.ts';
import type { InvoicingStackProps } from '../../infra/cdk/stack.ts';
import { STAGE_STACK_ROUTES } from '../../infra/cdk/stage-routes.ts';
import { synthesizeStage } from '../../infra/cdk/synth.ts';
import { readStatement } from '../../infra/local/bundled/iam.ts';
import { SynthesizedStack } from '../../infra/local/bundled/template.ts';
import { tableDesign } from '../../shared/adapters/dynamodb/table-design.ts';
import { queueDesign } from '../../shared/features/webhooks/queue-design.ts';
import { routeKeyOf, tableActionsOf } from '../../shared/kernel/operation.ts';
import { operations, workers } from '../../shared/operations.ts';
import { LAYER_FONTS, layerFiles, scriptFamilies } from '../../shared/renderers/pdf/script-fonts.ts';

/** The stack as `cdk synth -c stage=...` makes it, checked by cdk-nag's AWS Solutions rules. */
const synth = (stage: string, context: Record<string, string> = {}, manifest?: InvoicingStackProps['manifest']) =>
  synthesizeStage(stage, context, {
    ...(manifest ? { manifest } : {}),
    beforeSynth: (app) => Aspects.of(app).add(new AwsSolutionsChecks()),
  });

const prod = synth('prod', { alarmEmail: 'ops@example.com', mailFrom: 'invoices@example.com' });
const dev = synth('dev');
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
const resources = (template: Template, type: string) =>
  Object.entries(template.findResources(type) as Record<string, Resource>);

/**
 * Every policy a role holds, as [id, {Properties: {Roles, PolicyDocument}}]: the policy resources,
 * and the roles' inline policies (the functions' grants live there).
 */
const policies = (template: Template): [string, Resource][] => [
  ...resources(template, 'AWS::IAM::Policy'),
  ...resources(template, 'AWS::IAM::Role').flatMap(([id, role]) =>
    ((role.Properties.Policies ?? []) as { PolicyName: string; PolicyDocument: unknown }[]).map(
      (inline): [string, Resource] => [
        `${id}/${inline.PolicyName}`,
        { Type: 'AWS::IAM::Policy', Properties: { Roles: [{ Ref: id }], PolicyDocument: inline.PolicyDocument } },
      ],
    ),
  ),
];

/** The policies of one function's role. */
const policiesOf = (stage: typeof prod, name: string): [string, Resource][] => {
  const role = stage.stack.resolve(
    (stage.stack.functions.get(name)!.role!.node.defaultChild as unknown as { ref: string }).ref,
  );
  return policies(stage.template).filter(([, p]) => JSON.stringify(p.Properties.Roles) === JSON.stringify([role]));
};

// Each synthesis is seconds of CPU: given room, as the suite runs files side by side.
describe('the CDK stack', { timeout: 120_000 }, () => {
  it('has a route and a function for every operation, and a function for every worker', () => {
    const routes = resources(prod.template, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    // Every operation, and `$default` for what none answers (the JSON error shape).
    expect(routes.sort()).toEqual([...operations.map((op) => `${op.method} ${op.path}`), '$default'].sort());
    // No CORS (docs/api-decisions.md): a preflight goes to `$default`, which answers 405.
    const apis = resources(prod.template, 'AWS::ApiGatewayV2::Api');
    expect(apis).toHaveLength(1);
    expect(apis[0]![1].Properties.CorsConfiguration).toBeUndefined();
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
    prod.template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'RetainExceptOnCreate' });
    dev.template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Delete' });
  });

  it('reads the signing key at run time, in the functions that sign only, and keeps it in prod', () => {
    const functions = resources(prod.template, 'AWS::Lambda::Function');
    const policyText = (name: string) => JSON.stringify(policiesOf(prod, name));
    for (const [id, fn] of functions) {
      const variables = fn.Properties.Environment?.Variables ?? {};
      expect(Object.keys(variables), id).not.toContain('CURSOR_SIGNING_KEY');
      expect(JSON.stringify(variables), id).not.toContain('resolve:secretsmanager');
    }
    for (const op of operations) {
      const fn = prod.stack.functions.get(op.name)!;
      const props =
        prod.template.toJSON().Resources[Stack.of(fn).getLogicalId(fn.node.defaultChild as never)].Properties;
      const signs = 'usesSigningKey' in op;
      expect('SIGNING_KEY_SECRET_ARN' in (props.Environment?.Variables ?? {}), op.name).toBe(signs);
      expect(policyText(op.name).includes('secretsmanager:GetSecretValue'), op.name).toBe(signs);
      const layers = JSON.stringify(props.Layers ?? []);
      expect(/Paramsandsecrets/i.test(layers), op.name).toBe(signs);
      // The script fonts' layer, for the functions that make PDFs and only them.
      expect(layers.includes('PdfFonts'), op.name).toBe('makesPdf' in op);
    }
    const [, secret] = resources(prod.template, 'AWS::SecretsManager::Secret')[0]!;
    expect(secret.DeletionPolicy).toBe('RetainExceptOnCreate');
    // What holds data is kept by a stack's deletion or an update's replacement, yet not after its own
    // creation rolled back (a named one kept then would block the retry): the table, the buckets, the
    // secret, and the queues of what was given up on.
    const retained = Object.entries(
      prod.template.toJSON().Resources as Record<string, Resource & { UpdateReplacePolicy?: string }>,
    )
      .filter(([, r]) => r.DeletionPolicy?.startsWith('Retain'))
      .map(([, r]) => [r.Type, r.DeletionPolicy, r.UpdateReplacePolicy]);
    expect(retained.filter(([, deletion]) => deletion !== 'RetainExceptOnCreate')).toEqual([]);
    expect(retained.filter(([, , replace]) => replace !== 'Retain')).toEqual([]);
    expect(retained.filter(([type]) => type === 'AWS::SQS::Queue').length).toBe(
      queueDesign().filter((q) => !q.deadLetter).length + 2,
    );
    // A reader of export files may list their bucket: S3 answers it a missing file 404 (made again), not 403.
    for (const op of operations.filter((o) => 'exportFiles' in o && o.exportFiles === 'read'))
      expect(policyText(op.name), op.name).toContain('s3:ListBucket');
  });

  it('ships the script fonts in one layer, laid out as the PDFs look for them at /opt/fonts', () => {
    const layers = resources(prod.template, 'AWS::Lambda::LayerVersion');
    expect(layers).toHaveLength(1);
    const [, layer] = layers[0]!;
    expect(layer.Properties.CompatibleArchitectures).toEqual(['arm64']);
    const asset = (layer as unknown as { Metadata: Record<string, string> }).Metadata['aws:asset:path']!;
    const staged = join(prod.outDir, asset);
    for (const file of layerFiles()) {
      // Lambda unpacks a layer into /opt: the file is where fontFile looks for it there (`<layers>/fonts/<family>/...`).
      expect(readFileSync(join(staged, LAYER_FONTS, file.path)).equals(readFileSync(file.from)), file.path).toBe(true);
    }
    expect(layerFiles().filter((file) => file.path.endsWith('LICENSE'))).toHaveLength(scriptFamilies.length);
  });

  it('gives each function only the actions it uses, never a wildcard action', () => {
    const held = policies(prod.template);
    for (const [id, policy] of held) {
      for (const statement of policy.Properties.PolicyDocument.Statement) {
        const actions = [statement.Action].flat();
        expect(
          actions.some((a: string) => a === '*' || a.endsWith(':*')),
          `${id}: ${actions}`,
        ).toBe(false);
      }
    }
    for (const op of operations) {
      const own = policiesOf(prod, op.name);
      // A function that reaches no table (the reference page's) has no policy of its own.
      const dynamo = own
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
        .flatMap((s: { Action: string | string[] }) => [s.Action].flat())
        .filter((a: string) => a.startsWith('dynamodb:'));
      expect(dynamo.sort(), op.name).toEqual(
        tableActionsOf(op)
          .map((a) => `dynamodb:${a}`)
          .sort(),
      );
    }
    const sends = held.filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('ses:SendEmail'));
    expect(sends).toHaveLength(1);
  });

  it('retries deliveries on the schedule; the redrive policy is a backstop well above the attempts', () => {
    const queues = resources(prod.template, 'AWS::SQS::Queue');
    const deliveries = queues.find(([id, q]) => id.startsWith('QueueDeliveries') && q.Properties.RedrivePolicy)![1];
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

  it('watches every alarm of the runbook, to an SNS topic, each metric expression filling gaps with 0', () => {
    const alarms = resources(prod.template, 'AWS::CloudWatch::Alarm');
    expect(alarms.map(([, a]) => a.Properties.AlarmName).sort()).toEqual(
      alarmNames.map((name) => `invoicing-prod-${name}`).sort(),
    );
    const runbook = readFileSync(join(projectRoot, 'docs', 'deployment.md'), 'utf8');
    for (const name of alarmNames) expect(runbook, `runbook of ${name}`).toContain(`### ${name}`);
    for (const [id, alarm] of alarms) {
      expect(alarm.Properties.AlarmActions, id).toHaveLength(1);
      for (const query of alarm.Properties.Metrics ?? []) {
        if (!query.Expression) continue;
        // Every series an expression reads is filled, or one without data silences the whole alarm.
        for (const other of alarm.Properties.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat))
          expect(query.Expression, id).toContain(`FILL(${other.Id}, 0)`);
      }
    }
    prod.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    prod.template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    // Both delivery lanes count into one series of the stage's own namespace.
    const dropped = alarms.find(([, a]) => a.Properties.AlarmName === 'invoicing-prod-DroppedNotifications')![1];
    expect(dropped.Properties).toMatchObject({
      Namespace: 'Invoicing/prod',
      MetricName: 'DeliveriesDropped',
      Dimensions: [{ Name: 'service', Value: 'invoicing' }],
      Statistic: 'Sum',
      Threshold: 1,
    });
    for (const [id, fn] of resources(prod.template, 'AWS::Lambda::Function'))
      expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE, id).toBe('Invoicing/prod');
    // Both readers of the stream are watched by one alarm: the events worker and the reports worker.
    const lag = alarms.find(([, a]) => a.Properties.AlarmName === 'invoicing-prod-StreamIteratorAge')![1];
    const lagging = (lag.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[])
      .filter((m) => m.MetricStat)
      .map((m) => m.MetricStat!.Metric.MetricName);
    expect(lagging).toEqual(['IteratorAge', 'IteratorAge']);
  });

  it('pages on every dead-letter queue: poison deliveries, recurring runs, stream records and scheduled invocations', () => {
    const queueIds = Object.fromEntries(resources(prod.template, 'AWS::SQS::Queue').map(([id]) => [id, id]));
    const watchedQueues = resources(prod.template, 'AWS::CloudWatch::Alarm')
      .filter(([, a]) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible')
      .map(([, a]) => JSON.stringify(a.Properties.Dimensions));
    for (const id of ['QueueDeliveriesPoison', 'QueueAccountRunsDropped', 'StreamFailures', 'ScheduleFailures'])
      expect(
        watchedQueues.some((d) => Object.keys(queueIds).some((q) => q.startsWith(id) && d.includes(q))),
        id,
      ).toBe(true);
    // The redrive policy of both lanes sends poison messages to their own queue, not among the drops.
    const poison = resources(prod.template, 'AWS::SQS::Queue').find(([id]) =>
      id.startsWith('QueueDeliveriesPoison'),
    )![0];
    const redriven = resources(prod.template, 'AWS::SQS::Queue').filter(
      ([id, q]) => id.startsWith('QueueDeliveries') && q.Properties.RedrivePolicy,
    );
    expect(redriven).toHaveLength(2);
    for (const [, q] of redriven) expect(JSON.stringify(q.Properties.RedrivePolicy)).toContain(poison);
    // EventBridge's targets (the sweep, the recurring schedule) have their own dead-letter queue.
    for (const [, rule] of resources(prod.template, 'AWS::Events::Rule').filter(
      ([, r]) => r.Properties.ScheduleExpression,
    ))
      expect(JSON.stringify(rule.Properties.Targets[0].DeadLetterConfig)).toContain('ScheduleFailures');
  });

  // This round's operations are part of today; twenty more still leave a third of the limit free.
  it("keeps every stack within two thirds of CloudFormation's 500 resources with twenty more operations than today", () => {
    const limit = 500;
    // Twenty more operations shaped like today's (their grants, their access), each on a path of its own.
    const extra = Array.from({ length: 20 }, (_, i) => {
      const like = operations[(i * 7) % operations.length]!;
      return { ...like, name: `future.op-${i}`, path: `/api/future/op-${i}` };
    });
    const grown = synth(
      'prod',
      { alarmEmail: 'ops@example.com', mailFrom: 'invoices@example.com' },
      {
        operations: [...operations, ...extra],
        workers,
      },
    );
    const count = (template: Template) => Object.keys(template.toJSON().Resources).length;
    const [stage, ...concerns] = grown.stacks.map(count);
    console.info(
      `prod stack: ${count(prod.stacks[0]!)} resources today, ${stage} with 20 more operations, of ${limit}; ` +
        `its API's nested stacks: ${concerns.join(', ')}`,
    );
    for (const size of [stage!, ...concerns]) expect(size).toBeLessThanOrEqual((2 / 3) * limit);
    // One function, one route and one integration an operation: nothing else grows with them; a new
    // operation's are all in its concern's stack, the stage's own keeps only the routes deployed
    // there before (STAGE_STACK_ROUTES, each naming an operation of today).
    expect(count(grown.template) - count(prod.template)).toBeLessThanOrEqual(3 * extra.length);
    expect(stage! - count(prod.stacks[0]!)).toBeLessThanOrEqual(2);
    const today = new Set(operations.map((op) => routeKeyOf(op)));
    expect([...STAGE_STACK_ROUTES].filter((key) => !today.has(key))).toEqual([]);
  });

  it('shares a role between functions only where their grants are the same, and one log group for all', () => {
    const grants = new Map<string, string>();
    for (const spec of [...operations, ...workers]) {
      const role = prod.stack.resolve(
        (prod.stack.functions.get(spec.name)!.role!.node.defaultChild as unknown as { ref: string }).ref,
      );
      const key = JSON.stringify(grantsOf(spec));
      const seen = grants.get(JSON.stringify(role));
      if (seen) expect(key, spec.name).toBe(seen);
      grants.set(JSON.stringify(role), key);
    }
    prod.template.resourceCountIs('AWS::Logs::LogGroup', 3); // the functions', the API's access logs, SES's feedback
    for (const [id, fn] of resources(prod.template, 'AWS::Lambda::Function')) {
      expect(fn.Properties.LoggingConfig.LogFormat, id).toBe('JSON');
      expect(fn.Properties.FunctionName.length, id).toBeLessThanOrEqual(64);
    }
    // API Gateway calls the functions with one role, not a permission per function.
    expect(resources(prod.template, 'AWS::Lambda::Permission').length).toBeLessThanOrEqual(workers.length);
    for (const [, integration] of resources(prod.template, 'AWS::ApiGatewayV2::Integration'))
      expect(integration.Properties.CredentialsArn).toBeDefined();
  });

  it('keeps data by an explicit setting, refused off for prod; a dev stage has no alarms and no dashboard', () => {
    expect(() =>
      synth('prod', { alarmEmail: 'ops@example.com', mailFrom: 'invoices@example.com', retainData: 'false' }),
    ).toThrow(/retainData/);
    const prodEu = synth('prod-eu', { retainData: 'true' });
    prodEu.template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'RetainExceptOnCreate' });
    prodEu.template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 365 });
    const production = synth('production');
    production.template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Delete' });
    for (const stage of [dev, production]) {
      stage.template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
      stage.template.resourceCountIs('AWS::CloudWatch::Dashboard', 0);
      stage.template.resourceCountIs('AWS::SNS::Subscription', 0);
    }
    const watchedDev = synth('dev', { monitoring: 'true' });
    expect(resources(watchedDev.template, 'AWS::CloudWatch::Alarm')).toHaveLength(alarmNames.length);
    prod.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [Match.objectLike({ ContributorInsightsSpecification: { Enabled: false } })],
    });
  });

  it('counts Contributor Insights in the fixed cost, and leaves it off unless asked (four rules a table or index)', () => {
    expect(fixedMonthlyCost(prod.template.toJSON().Resources).contributorInsights).toBe(0);
    const insights = synth('prod', {
      alarmEmail: 'ops@example.com',
      mailFrom: 'invoices@example.com',
      contributorInsights: 'true',
    });
    const replica = (
      resources(insights.template, 'AWS::DynamoDB::GlobalTable')[0]![1].Properties.Replicas as {
        ContributorInsightsSpecification?: { Enabled: boolean };
        GlobalSecondaryIndexes?: { ContributorInsightsSpecification?: { Enabled: boolean } }[];
      }[]
    )[0]!;
    const watched = [replica, ...(replica.GlobalSecondaryIndexes ?? [])].filter(
      (entity) => entity.ContributorInsightsSpecification?.Enabled,
    ).length;
    expect(watched).toBeGreaterThanOrEqual(1);
    expect(fixedMonthlyCost(insights.template.toJSON().Resources).contributorInsights).toBe(watched * 4 * 0.5);
  });

  it('archives under S3 Object Lock in compliance mode for ten years, versioned, kept whatever the stage; writers put, never delete', () => {
    for (const stage of [prod, dev]) {
      const archives = resources(stage.template, 'AWS::S3::Bucket').filter(([id]) => id.startsWith('Archive'));
      expect(archives).toHaveLength(1);
      const [, bucket] = archives[0]!;
      expect(bucket.Properties.ObjectLockEnabled).toBe(true);
      expect(bucket.Properties.ObjectLockConfiguration).toEqual({
        ObjectLockEnabled: 'Enabled',
        Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: ARCHIVE_RETENTION_DAYS } },
      });
      expect(ARCHIVE_RETENTION_DAYS).toBeGreaterThanOrEqual(3652);
      expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(bucket.DeletionPolicy).toBe('RetainExceptOnCreate');
    }
    const onArchive = policies(prod.template).flatMap(([, p]) =>
      (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]).filter((st) =>
        JSON.stringify(st.Resource).includes('Archive'),
      ),
    );
    expect(onArchive.length).toBeGreaterThan(0);
    const actions = new Set(onArchive.flatMap((st) => [st.Action].flat()));
    expect([...actions].sort()).toEqual(['s3:GetObject', 's3:ListBucket', 's3:PutObject']);
  });

  it('keeps stored files, expires exports after 7 days and uploads after a day; upload links signed by writers only', () => {
    const stageBuckets = resources(prod.template, 'AWS::S3::Bucket').filter(([id]) => id.startsWith('ExportFiles'));
    expect(stageBuckets).toHaveLength(1);
    const [, bucket] = stageBuckets[0]!;
    const rules = bucket.Properties.LifecycleConfiguration.Rules as { Prefix: string; ExpirationInDays?: number }[];
    const expiry = Object.fromEntries(rules.map((rule) => [rule.Prefix, rule.ExpirationInDays]));
    expect(expiry).toEqual({ 'exports/': 7, 'files/': undefined, 'uploads/': 1 });
    expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    // Who signs an upload link may put there, and takes the file from there; a reader may not.
    const uploads = (name: string) =>
      policiesOf(prod, name)
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => JSON.stringify(st.Resource).includes('/uploads/*'))
        .flatMap((st) => [st.Action].flat());
    expect(uploads('expenses.receipt-upload')).toContain('s3:PutObject');
    expect(uploads('expenses.receipt-attach')).toContain('s3:GetObject');
    expect(uploads('expenses.receipt-get')).toEqual([]);
    expect(uploads('purchases.import-upload')).toContain('s3:PutObject');
    expect(uploads('purchases.import-attach')).toContain('s3:GetObject');
    expect(uploads('purchases.file')).toEqual([]);
  });

  it('costs at most $10 a month fixed in prod and $2 in dev (infra/cdk/prices.ts)', () => {
    const prodCost = fixedMonthlyCost(prod.template.toJSON().Resources);
    const devCost = fixedMonthlyCost(dev.template.toJSON().Resources);
    console.info(`fixed monthly cost: prod ${JSON.stringify(prodCost)}, dev ${JSON.stringify(devCost)}`);
    expect(prodCost.total).toBeLessThanOrEqual(10);
    expect(devCost.total).toBeLessThanOrEqual(2);
    expect(devCost.alarms + devCost.customMetrics + devCost.dashboards).toBe(0);
    for (const [id, fn] of resources(dev.template, 'AWS::Lambda::Function'))
      expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_DISABLED, id).toBe('true');
  });

  it('backs the table up daily for 35 days when asked, copied to a second region when named', () => {
    prod.template.resourceCountIs('AWS::Backup::BackupPlan', 0);
    const backedUp = synth('dev', { backup: 'true', backupCopyRegion: 'eu-central-1' });
    backedUp.template.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanRule: [
          Match.objectLike({
            ScheduleExpression: 'cron(0 3 * * ? *)',
            Lifecycle: { DeleteAfterDays: 35 },
            CopyActions: [Match.objectLike({ DestinationBackupVaultArn: Match.anyValue() })],
          }),
        ],
      },
    });
    expect(JSON.stringify(backedUp.template.toJSON())).toContain(':eu-central-1:');
    backedUp.template.resourceCountIs('AWS::Backup::BackupSelection', 1);
  });

  it("passes cdk-nag's AwsSolutions checks, each suppression with its reason", () => {
    const errors = Annotations.fromStack(prod.stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(errors.map((e) => `${e.id}: ${String(e.entry.data).slice(0, 120)}`)).toEqual([]);
  });

  it('refuses to synthesize prod without a sender and an alarm address; a domain identity is made once, named elsewhere', () => {
    expect(() => synth('prod')).toThrow(/mailFrom/);
    expect(() => synth('prod', { mailFrom: 'invoices@example.com' })).toThrow(/alarmEmail/);
    // prod makes the sender's domain identity, with DKIM, and sends through its configuration set.
    prod.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.com',
      DkimAttributes: { SigningEnabled: true },
    });
    prod.template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'invoicing-prod',
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    // Bounces, complaints, rejections and delays, with the account and document tags, to a log group of their own.
    prod.template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: Match.anyValue(),
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint', 'reject', 'deliveryDelay']),
        EventBridgeDestination: Match.objectLike({ EventBusArn: Match.anyValue() }),
      }),
    });
    prod.template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['aws.ses'], detail: { mail: { tags: { 'ses:configuration-set': Match.anyValue() } } } },
      Targets: [Match.objectLike({ Arn: Match.anyValue() })],
    });
    prod.template.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: '/aws/events/invoicing-prod-mail-feedback',
    });
    const logPolicies = resources(prod.template, 'AWS::Logs::ResourcePolicy').map(([, p]) => JSON.stringify(p));
    expect(logPolicies.some((p) => p.includes('events.amazonaws.com') && p.includes('logs:PutLogEvents'))).toBe(true);
    const sends = policies(prod.template)
      .map(([, p]) => JSON.stringify(p.Properties.PolicyDocument))
      .filter((p) => p.includes('ses:SendEmail'));
    expect(sends).toHaveLength(1);
    expect(sends[0]).toContain('identity/example.com');
    expect(sends[0]).toContain('configuration-set/');
    // Any other stage, and a second one beside it, names the identity and creates none.
    for (const stage of [dev, synth('dev2'), synth('shared', { sesIdentity: 'example.org' })]) {
      expect(resources(stage.template, 'AWS::SES::EmailIdentity')).toHaveLength(0);
    }
    const named = policies(synth('shared', { sesIdentity: 'example.org' }).template).map(([, p]) =>
      JSON.stringify(p.Properties.PolicyDocument),
    );
    expect(named.some((p) => p.includes('ses:SendEmail') && p.includes('identity/example.org'))).toBe(true);
    expect(() => synth('dev', { sesIdentity: 'example.org', createSesIdentity: 'true' })).toThrow(/not both/);
  });

  it("feeds the reports' totals worker every change of a document, a purchase or an expense, removals included", () => {
    const patterns = resources(prod.template, 'AWS::Lambda::EventSourceMapping')
      .map(([, m]) =>
        (m.Properties.FilterCriteria?.Filters ?? []).map((f: { Pattern: string }) => JSON.parse(f.Pattern)),
      )
      .find((filters) => filters.length === 2)!;
    expect(patterns).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { kind: { S: ['document', 'purchase', 'expense'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { kind: { S: ['document', 'purchase', 'expense'] } } } },
    ]);
  });

  it('filters the stream to the changes that can be events, and logs access as JSON', () => {
    const mapping = resources(prod.template, 'AWS::Lambda::EventSourceMapping').find(
      ([, m]) => m.Properties.FilterCriteria,
    )![1];
    const pattern = JSON.parse(mapping.Properties.FilterCriteria.Filters[0].Pattern);
    expect(pattern.eventName).toEqual(['INSERT', 'MODIFY']);
    expect(pattern.dynamodb.NewImage.kind.S).toEqual([
      'client',
      'document',
      'category',
      'callback',
      'payment',
      'recurring',
      'bankentry',
      'purchase',
      'expense',
    ]);
    const stage = resources(prod.template, 'AWS::ApiGatewayV2::Stage')[0]![1];
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
    });
  });
});

describe('the local stage, which INVOICING_RUNTIME=bundled runs', { timeout: 120_000 }, () => {
  const local = synth('local', { retrySchedule: '1,1,1', allowPrivateCallbacks: 'true' });
  // As the bundled runtime reads it: the stage's template, its nested stacks' templates joined in.
  const stack = new SynthesizedStack(local.outDir, 'invoicing-local');

  it("has the local rules in every function's environment", () => {
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
