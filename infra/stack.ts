import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, LogGroupLogDestination, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Architecture, Runtime, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operations, workers, type Operation, type Worker } from '../shared/operations.ts';
import { queueUrlVariable } from '../shared/config.ts';
import { DELIVERY_TIMEOUT_SECONDS, queueDesign } from '../shared/queue-design.ts';
import { tableDesign } from '../shared/store/table-design.ts';
import { stageTableName, type StageSettings } from './stages.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));

/** `clients.create` -> `ClientsCreate`: construct ids from operation names. */
const constructId = (name: string) => name.split(/[.-]/).map((p) => p[0]!.toUpperCase() + p.slice(1)).join('');

export interface InvoicingStackProps extends StackProps {
  stage: StageSettings;
}

/**
 * One stage of the service. Routes and functions come from shared/operations.ts, the table
 * from shared/store/table-design.ts and the queues from shared/queue-design.ts: the very
 * sources the local runtime reads, so local and cloud cannot drift.
 */
export class InvoicingStack extends Stack {
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: InvoicingStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const string = dynamodb.AttributeType.STRING;

    const table = new dynamodb.TableV2(this, 'Table', {
      tableName: stageTableName(stage.name),
      partitionKey: { name: tableDesign.partitionKey, type: string },
      sortKey: { name: tableDesign.sortKey, type: string },
      billing: dynamodb.Billing.onDemand(),
      globalSecondaryIndexes: tableDesign.globalIndexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: string },
        sortKey: { name: index.sortKey, type: string },
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      dynamoStream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      deletionProtection: stage.retainData,
      removalPolicy,
    });

    // Queues: dead-letter queues first in the design, so a queue can name its own.
    const queues = new Map<string, Queue>();
    const attempts = stage.retrySchedule.length + 1;
    for (const design of queueDesign(attempts)) {
      const deadLetter = design.deadLetter && { queue: queues.get(design.deadLetter.queue)!, maxReceiveCount: design.deadLetter.maxReceiveCount };
      queues.set(design.name, new Queue(this, constructId(`queue.${design.name}`), {
        visibilityTimeout: Duration.seconds(design.visibilityTimeoutSeconds),
        retentionPeriod: Duration.seconds(design.retentionSeconds),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        ...(deadLetter ? { deadLetterQueue: deadLetter } : {}),
      }));
    }
    const streamFailures = new Queue(this, 'StreamFailures', { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });

    const cursorKey = new Secret(this, 'CursorSigningKey', {
      description: 'Signs list cursors (HMAC-SHA256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    const sender = new EmailIdentity(this, 'Sender', { identity: Identity.email(stage.mailFrom) });
    const api = new HttpApi(this, 'Api', { apiName: `invoicing-${stage.name}`, createDefaultStage: false });
    const accessLogs = new LogGroup(this, 'ApiAccessLogs', { retention: stage.logRetentionDays as RetentionDays, removalPolicy });
    api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      throttle: { rateLimit: 200, burstLimit: 400 },
    });

    const environment: Record<string, string> = {
      TABLE_NAME: table.tableName,
      CURSOR_SIGNING_KEY: cursorKey.secretValue.unsafeUnwrap(),
      WEBHOOK_RETRY_SCHEDULE: stage.retrySchedule.join(','),
      WEBHOOK_ALLOW_PRIVATE: 'false',
      WEBHOOK_HTTPS_ONLY: String(stage.httpsOnlyCallbacks),
      POWERTOOLS_METRICS_NAMESPACE: 'Invoicing',
      NODE_OPTIONS: '--enable-source-maps',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };

    const makeFunction = (spec: Operation | Worker, extra: { timeout: Duration; memorySize: number }) => {
      const id = constructId(spec.name);
      const fn = new NodejsFunction(this, id, {
        entry: join(projectRoot, spec.handler),
        handler: 'handler',
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        projectRoot,
        depsLockFilePath: join(projectRoot, 'package-lock.json'),
        logGroup: new LogGroup(this, `${id}Logs`, { retention: stage.logRetentionDays as RetentionDays, removalPolicy }),
        environment: { ...environment, POWERTOOLS_SERVICE_NAME: spec.name },
        bundling: {
          format: OutputFormat.ESM,
          target: 'node22',
          minify: true,
          sourceMap: true,
          sourcesContent: false,
          mainFields: ['module', 'main'],
          // Bundled, not taken from the runtime: one pinned SDK version, tree-shaken.
          externalModules: [],
          banner: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
        },
        ...extra,
      });
      // Only the actions this function uses, on the table and its indexes.
      table.grant(fn, ...spec.table.map((action) => `dynamodb:${action}`));
      for (const name of spec.sendsTo ?? []) {
        queues.get(name)!.grantSendMessages(fn);
        fn.addEnvironment(queueUrlVariable(name), queues.get(name)!.queueUrl);
      }
      this.functions.set(spec.name, fn);
      return fn;
    };

    for (const op of operations as readonly Operation[]) {
      const fn = makeFunction(op, { timeout: Duration.seconds(15), memorySize: 1024 });
      if (op.sends === 'email') {
        sender.grantSendEmail(fn);
        fn.addEnvironment('MAIL_FROM', stage.mailFrom);
      }
      api.addRoutes({
        path: op.path,
        methods: [HttpMethod[op.method]],
        integration: new HttpLambdaIntegration(`${constructId(op.name)}Integration`, fn, { payloadFormatVersion: PayloadFormatVersion.VERSION_2_0 }),
      });
    }

    for (const worker of workers) {
      if (worker.kind === 'stream') {
        const fn = makeFunction(worker, { timeout: Duration.seconds(60), memorySize: 512 });
        fn.addEnvironment('PUBLIC_BASE_URL', api.apiEndpoint);
        fn.addEventSource(new DynamoEventSource(table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: worker.batchSize,
          bisectBatchOnError: true,
          retryAttempts: 10,
          onFailure: new SqsDlq(streamFailures),
        }));
      } else if (worker.kind === 'queue') {
        const fn = makeFunction(worker, { timeout: Duration.seconds(DELIVERY_TIMEOUT_SECONDS), memorySize: 512 });
        // It sets the visibility of the messages it reads (the retry schedule), so it needs their queue's URL.
        fn.addEnvironment(queueUrlVariable(worker.queue), queues.get(worker.queue)!.queueUrl);
        fn.addEventSource(new SqsEventSource(queues.get(worker.queue)!, { batchSize: worker.batchSize, reportBatchItemFailures: true, maxConcurrency: 50 }));
      } else {
        const fn = makeFunction(worker, { timeout: Duration.seconds(60), memorySize: 512 });
        new Rule(this, `${constructId(worker.name)}Schedule`, { schedule: Schedule.rate(Duration.minutes(worker.everyMinutes)), targets: [new LambdaFunction(fn)] });
      }
    }

    this.monitoring(stage, api, queues, streamFailures);

    new CfnOutput(this, 'ApiUrl', { value: api.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    this.suppressions();
  }

  /** Alarms to an SNS topic (optionally e-mailed) and one dashboard. */
  private monitoring(stage: StageSettings, api: HttpApi, queues: Map<string, Queue>, streamFailures: Queue) {
    const topic = new Topic(this, 'Alarms', { displayName: `Invoicing ${stage.name} alarms`, enforceSSL: true });
    if (stage.alarmEmail) topic.addSubscription(new EmailSubscription(stage.alarmEmail));
    const alarm = (id: string, metric: cloudwatch.IMetric, threshold: number, description: string, periods = 1) => {
      const a = new cloudwatch.Alarm(this, `${id}Alarm`, {
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
      new cloudwatch.Metric({ namespace: 'Invoicing', metricName, dimensionsMap: { service: 'events.deliver' }, statistic: 'Sum', period: five });

    const dropped = queues.get('deliveries-dropped')!;
    alarm('DroppedNotifications', dropped.metricApproximateNumberOfMessagesVisible({ period: minute, statistic: 'Maximum' }), 1, 'Webhook notifications were dropped after their last attempt (dead-letter queue not empty).');
    alarm('StreamFailures', streamFailures.metricApproximateNumberOfMessagesVisible({ period: minute, statistic: 'Maximum' }), 1, 'Stream records could not be turned into notifications.');
    alarm('DeliveryFailureRate', new cloudwatch.MathExpression({
      expression: '100 * failures / MAX([attempts, 1])',
      usingMetrics: { failures: delivery('DeliveryFailures'), attempts: delivery('DeliveryAttempts') },
      period: five,
      label: 'Delivery failure rate (%)',
    }), 50, 'Over half of webhook delivery attempts failed for 15 minutes.', 3);
    const stream = this.functions.get('events.stream')!;
    alarm('StreamIteratorAge', stream.metric('IteratorAge', { statistic: 'Maximum', period: minute }), 60_000, 'The stream worker is over a minute behind.', 5);
    alarm('Api5xx', api.metricServerError({ period: five, statistic: 'Sum' }), 5, 'The API answered 5xx.');

    // Errors and throttles of every function, ten to an expression (the most one alarm may use).
    const all = [...this.functions.values()];
    for (let i = 0; i < all.length; i += 10) {
      const group = all.slice(i, i + 10);
      for (const kind of ['Errors', 'Throttles'] as const) {
        const usingMetrics = Object.fromEntries(group.map((fn, j) => [`m${j}`, fn.metric(kind, { statistic: 'Sum', period: five })]));
        alarm(`Lambda${kind}${i / 10 + 1}`, new cloudwatch.MathExpression({ expression: Object.keys(usingMetrics).join(' + '), usingMetrics, period: five, label: `Lambda ${kind}` }), 1, `Functions ${group.map((f) => f.node.id).join(', ')} had ${kind.toLowerCase()}.`);
      }
    }

    new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `invoicing-${stage.name}`,
      widgets: [
        [
          new cloudwatch.GraphWidget({ title: 'Requests', left: [api.metricCount({ period: minute }), api.metricClientError({ period: minute }), api.metricServerError({ period: minute })] }),
          new cloudwatch.GraphWidget({ title: 'Latency (ms)', left: [api.metricLatency({ statistic: 'p50', period: minute }), api.metricLatency({ statistic: 'p99', period: minute })] }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Webhook deliveries',
            left: ['DeliveryAttempts', 'DeliveriesSucceeded', 'DeliveryRetries', 'DeliveriesDropped'].map((name) => delivery(name).with({ label: name, period: minute })),
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

  /** cdk-nag findings this design accepts, each with its reason. */
  private suppressions() {
    NagSuppressions.addStackSuppressions(this, [
      { id: 'AwsSolutions-IAM4', reason: 'AWSLambdaBasicExecutionRole only lets a function write its own CloudWatch logs.', appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'] },
      { id: 'AwsSolutions-IAM5', reason: 'The wildcard is the table\'s own indexes (<table>/index/*), which the list queries read; actions are listed one by one.', appliesTo: [{ regex: '/^Resource::<Table.*\\.Arn>/index/\\*$/g' }] },
      { id: 'AwsSolutions-APIG4', reason: 'Every function authenticates the token itself against the table (consistent read), so a revoked token fails on the next request; an authorizer cache would let it live on.' },
      { id: 'AwsSolutions-L1', reason: 'nodejs22.x is the runtime the team chose and tests against.' },
      { id: 'AwsSolutions-SQS3', reason: 'These are the dead-letter queues themselves.' },
      { id: 'AwsSolutions-SMG4', reason: 'The cursor signing key may be rotated by hand; automatic rotation would only invalidate the cursors in use.' },
      { id: 'AwsSolutions-SNS2', reason: 'Alarm notifications carry no customer data.' },
    ]);
  }
}
