import { Duration, type Stack } from 'aws-cdk-lib';
import { AnyPrincipal, Effect, PolicyDocument, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnQueuePolicy, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { queueDesign } from '../../shared/features/webhooks/queue-design.ts';
import { constructId, removalPolicyOf, streamFailuresQueueName } from './naming.ts';
import type { StageSettings } from './stages.ts';

export interface StageQueues {
  /** The queues of shared/features/webhooks/queue-design.ts, by name. */
  byName: Map<string, Queue>;
  /** Where stream records go that the stream worker could not handle after its retries. */
  streamFailures: Queue;
  /** Where EventBridge puts a scheduled invocation it could not make after its retries. */
  scheduleFailures: Queue;
}

/** The queues of the design, dead-letter queues first so a queue can name its own. */
export function makeQueues(stack: Stack, stage: StageSettings): StageQueues {
  const byName = new Map<string, Queue>();
  const attempts = stage.retrySchedule.length + 1;
  for (const design of queueDesign(attempts)) {
    const deadLetter = design.deadLetter && {
      queue: byName.get(design.deadLetter.queue)!,
      maxReceiveCount: design.deadLetter.maxReceiveCount,
    };
    byName.set(
      design.name,
      new Queue(stack, constructId(`queue.${design.name}`), {
        visibilityTimeout: Duration.seconds(design.visibilityTimeoutSeconds),
        retentionPeriod: Duration.seconds(design.retentionSeconds),
        encryption: QueueEncryption.SQS_MANAGED,
        ...(deadLetter ? { deadLetterQueue: deadLetter } : {}),
        // A queue with no dead letters of its own holds what the service gave up on: kept as the table is.
        ...(design.deadLetter ? {} : { removalPolicy: removalPolicyOf(stage) }),
      }),
    );
  }
  // Named, so `npm run admin -- replay-stream-failures --stage NAME` finds it.
  const streamFailures = new Queue(stack, 'StreamFailures', {
    queueName: streamFailuresQueueName(stage.name),
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    removalPolicy: removalPolicyOf(stage),
  });
  const scheduleFailures = new Queue(stack, 'ScheduleFailures', {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    removalPolicy: removalPolicyOf(stage),
  });
  // One policy for the queues that need no other: TLS only. (A queue holds one policy; the
  // schedule's dead-letter queue has its own, which lets EventBridge in, with TLS enforced too.)
  const ownPolicyless = [...byName.values(), streamFailures];
  new CfnQueuePolicy(stack, 'QueuesTlsOnly', {
    queues: ownPolicyless.map((q) => q.queueUrl),
    policyDocument: new PolicyDocument({
      statements: [
        new PolicyStatement({
          effect: Effect.DENY,
          principals: [new AnyPrincipal()],
          actions: ['sqs:*'],
          resources: ownPolicyless.map((q) => q.queueArn),
          conditions: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      ],
    }),
  });
  return { byName, streamFailures, scheduleFailures };
}
