import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { makeApi } from './api.ts';
import { functionFactory } from './functions.ts';
import { makeMonitoring } from './monitoring.ts';
import { removalPolicyOf } from './naming.ts';
import { makeQueues } from './queues.ts';
import type { StageSettings } from './stages.ts';
import { makeTable } from './table.ts';
import { makeWorkers } from './workers.ts';

export interface InvoicingStackProps extends StackProps {
  stage: StageSettings;
}

/**
 * One stage of the service. Routes and functions come from shared/operations.ts, the table
 * from shared/store/table-design.ts and the queues from shared/queue-design.ts: the very
 * sources the local runtime reads, so local and cloud cannot drift. Each concern is built in
 * its own module (table, queues, functions, api, workers, monitoring); this composes them.
 */
export class InvoicingStack extends Stack {
  /** Every function of the stage, by operation or worker name. */
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: InvoicingStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const table = makeTable(this, stage);
    const queues = makeQueues(this, stage);
    // Read at run time by the functions that sign (never in an environment); kept in prod, as
    // every cursor and share link ever handed out is signed with it.
    const signingKey = new Secret(this, 'CursorSigningKey', {
      description: 'Signs list cursors, share tokens and page forms (HMAC-SHA256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: removalPolicyOf(stage),
    });
    const makeFunction = functionFactory(
      this,
      {
        stage,
        table,
        queues: queues.byName,
        signingKey,
        environment: {
          TABLE_NAME: table.tableName,
          WEBHOOK_RETRY_SCHEDULE: stage.retrySchedule.join(','),
          WEBHOOK_ALLOW_PRIVATE: String(stage.allowPrivateCallbacks),
          WEBHOOK_HTTPS_ONLY: String(stage.httpsOnlyCallbacks),
          RATE_LIMIT_PER_MINUTE: String(stage.rateLimitPerMinute),
          MAIL_QUOTA_PER_DAY: String(stage.mailQuotaPerDay),
          POWERTOOLS_METRICS_NAMESPACE: 'Invoicing',
          NODE_OPTIONS: '--enable-source-maps',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      },
      this.functions,
    );
    const api = makeApi(this, stage, makeFunction);
    makeWorkers(this, makeFunction, table, queues, api);
    makeMonitoring(this, stage, api, queues, this.functions, table);

    new CfnOutput(this, 'ApiUrl', { value: api.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    this.suppressions();
  }

  /** cdk-nag findings this design accepts, each with its reason. */
  private suppressions() {
    NagSuppressions.addStackSuppressions(this, [
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
    ]);
  }
}
