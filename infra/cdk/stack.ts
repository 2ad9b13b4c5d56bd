import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Operation, Worker } from '../../shared/kernel/operation.ts';
import { operations, workers } from '../../shared/operations.ts';
import { concernStackOf, makeApi } from './api.ts';
import { makeArchiveBucket } from './archive.ts';
import { makeBackup } from './backup.ts';
import { makeExportsBucket } from './exports.ts';
import { functionFactory } from './functions.ts';
import { makeMailer, makeMailFeedback } from './mail.ts';
import { makeMonitoring, metricsNamespaceOf } from './monitoring.ts';
import { removalPolicyOf } from './naming.ts';
import { makeQueues } from './queues.ts';
import type { StageSettings } from './stages.ts';
import { makeTable } from './table.ts';
import { makeWorkers } from './workers.ts';

export interface InvoicingStackProps extends StackProps {
  stage: StageSettings;
  /** The API operations and workers; the manifest's, unless a test adds some to measure what each costs. */
  manifest?: { operations: readonly Operation[]; workers: readonly Worker[] };
}

/**
 * One stage of the service. Routes and functions come from shared/operations.ts, the table
 * from shared/adapters/dynamodb/table-design.ts and the queues from shared/features/webhooks/queue-design.ts: the very
 * sources the local runtime reads, so local and cloud cannot drift. Each concern is built in
 * its own module (table, queues, mail, functions, api, workers, monitoring, backup); this composes them.
 */
export class InvoicingStack extends Stack {
  /** Every function of the stage, by operation or worker name. */
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: InvoicingStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const manifest = props.manifest ?? { operations, workers };
    const table = makeTable(this, stage);
    const queues = makeQueues(this, stage);
    const mailer = makeMailer(this, stage);
    const exportsBucket = makeExportsBucket(this, stage);
    const archiveBucket = makeArchiveBucket(this);
    // Read at run time by the functions that sign (never in an environment); kept with the data,
    // as every cursor and share link ever handed out is signed with it.
    const signingKey = new Secret(this, 'CursorSigningKey', {
      description: 'Signs list cursors, share tokens and page forms (HMAC-SHA256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: removalPolicyOf(stage),
    });
    // Every function's lines in one group (streams are named after the function): one resource, not one per function.
    const logGroup = new LogGroup(this, 'FunctionLogs', {
      logGroupName: `/invoicing/${stage.name}/functions`,
      retention: stage.logRetentionDays as RetentionDays,
      removalPolicy: removalPolicyOf(stage),
    });
    const makeFunction = functionFactory(
      this,
      {
        stage,
        table,
        queues: queues.byName,
        signingKey,
        mailer,
        logGroup,
        exportsBucket,
        archiveBucket,
        environment: {
          TABLE_NAME: table.tableName,
          WEBHOOK_RETRY_SCHEDULE: stage.retrySchedule.join(','),
          WEBHOOK_ALLOW_PRIVATE: String(stage.allowPrivateCallbacks),
          WEBHOOK_HTTPS_ONLY: String(stage.httpsOnlyCallbacks),
          RATE_LIMIT_PER_MINUTE: String(stage.rateLimitPerMinute),
          MAIL_QUOTA_PER_DAY: String(stage.mailQuotaPerDay),
          INVOICING_TEST_CLOCKS: String(stage.testClocks),
          PAGE_FILES_PER_MINUTE: String(stage.pageFilesPerMinute),
          ...(stage.platformUrl ? { EINVOICE_PLATFORM_URL: stage.platformUrl } : {}),
          EINVOICE_PLATFORM_POLL_SECONDS: String(stage.platformPollSeconds),
          PAYMENT_PROVIDER_URL: stage.paymentProviderUrl,
          POWERTOOLS_METRICS_NAMESPACE: metricsNamespaceOf(stage),
          // A stage nobody watches publishes no metrics: custom metrics are a fixed cost each.
          ...(stage.monitoring ? {} : { POWERTOOLS_METRICS_DISABLED: 'true' }),
          NODE_OPTIONS: '--enable-source-maps',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      },
      this.functions,
    );
    const api = makeApi(this, stage, makeFunction, manifest.operations);
    makeMailFeedback(concernStackOf(this, 'Documents'), stage, mailer.configurationSetName);
    makeWorkers(this, makeFunction, table, queues, api, manifest.workers);
    makeMonitoring(this, stage, {
      api,
      queues,
      functions: this.functions,
      table,
      logGroup,
      mailConfigurationSet: mailer.configurationSetName,
    });
    makeBackup(this, stage, table);

    new CfnOutput(this, 'ApiUrl', { value: api.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    this.suppressions();
  }

  /** cdk-nag findings this design accepts, each with its reason. */
  private suppressions() {
    NagSuppressions.addStackSuppressions(
      this,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'AWSLambdaBasicExecutionRole only lets a function write its own CloudWatch logs.',
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The wildcard is the table's own indexes (<table>/index/*), which the list queries read; actions are listed one by one.",
          appliesTo: [{ regex: '/^Resource::<Table.*\\.Arn>/index/\\*$/g' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The export files' prefix (<bucket>/exports/*): each file's key is made when the export runs; the actions are GetObject for the link handed out, PutObject and AbortMultipartUpload for the writer.",
          appliesTo: [{ regex: '/^Resource::<ExportFiles.*\\.Arn>/exports/\\*$/g' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The stored files' prefix (<bucket>/files/*): each file's key is made from its account and record when it is kept; the actions are GetObject for the functions that serve them, PutObject for those that keep them.",
          appliesTo: [{ regex: '/^Resource::<ExportFiles.*\\.Arn>/files/\\*$/g' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The uploads' prefix (<bucket>/uploads/*): each upload's key is made from its account, record and a random name when its link is signed; the actions are PutObject, which the link allows, and GetObject to take the file; the bucket deletes what waits there after a day.",
          appliesTo: [{ regex: '/^Resource::<ExportFiles.*\\.Arn>/uploads/\\*$/g' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The archive's objects (<archive bucket>/*): each issued document's folder is made when it is issued; the actions are GetObject and, for its writers, PutObject, which Object Lock keeps from ever replacing a version.",
          appliesTo: [{ regex: '/^Resource::<Archive.*\\.Arn>/\\*$/g' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "API Gateway's role may invoke the stage's functions by their name prefix (invoicing-<stage>-*): one statement for every route, in place of a permission resource per function.",
          appliesTo: [
            {
              regex:
                '/^Resource::arn:<AWS::Partition>:lambda:<AWS::Region>:<AWS::AccountId>:function:invoicing-[a-z0-9-]+-\\*$/g',
            },
          ],
        },
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'Every function authenticates the token itself against the table (consistent read), so a revoked token fails on the next request; an authorizer cache would let it live on.',
        },
        { id: 'AwsSolutions-L1', reason: 'nodejs22.x is the runtime the team chose and tests against.' },
        { id: 'AwsSolutions-SQS3', reason: 'These are the dead-letter queues themselves.' },
        {
          id: 'AwsSolutions-SMG4',
          reason:
            'The cursor signing key may be rotated by hand; automatic rotation would only invalidate the cursors in use.',
        },
        { id: 'AwsSolutions-SNS2', reason: 'Alarm notifications carry no customer data.' },
        // The same findings in the API's nested stacks (its functions, by concern).
      ],
      true,
    );
  }
}
