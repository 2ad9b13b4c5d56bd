import { Duration, type Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { DELIVERY_TIMEOUT_SECONDS } from '../../shared/features/webhooks/queue-design.ts';
import { queueUrlVariable } from '../../shared/kernel/config.ts';
import type { Worker } from '../../shared/kernel/operation.ts';
import { workers as manifest } from '../../shared/operations.ts';
import type { FunctionFactory } from './functions.ts';
import { constructId } from './naming.ts';
import type { StageQueues } from './queues.ts';

/** The workers of shared/operations.ts, each on its event source: the stream, a queue, a schedule. */
export function makeWorkers(
  stack: Stack,
  makeFunction: FunctionFactory,
  table: TableV2,
  queues: StageQueues,
  api: HttpApi,
  workers: readonly Worker[] = manifest,
): void {
  for (const worker of workers) {
    if (worker.kind === 'stream') {
      const fn = makeFunction(worker, { timeout: Duration.seconds(60), memorySize: 512 });
      fn.addEnvironment('PUBLIC_BASE_URL', api.apiEndpoint);
      fn.addEventSource(
        new DynamoEventSource(table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          // Only the changes of the kinds it reads reach the function.
          filters: [
            FilterCriteria.filter({
              eventName: FilterRule.or('INSERT', 'MODIFY'),
              dynamodb: { NewImage: { kind: { S: FilterRule.or(...worker.itemKinds) } } },
            }),
            ...(worker.removals
              ? [
                  FilterCriteria.filter({
                    eventName: FilterRule.isEqual('REMOVE'),
                    dynamodb: { OldImage: { kind: { S: FilterRule.or(...worker.itemKinds) } } },
                  }),
                ]
              : []),
          ],
          batchSize: worker.batchSize,
          bisectBatchOnError: true,
          retryAttempts: 10,
          onFailure: new SqsDlq(queues.streamFailures),
        }),
      );
    } else if (worker.kind === 'queue') {
      const queue = queues.byName.get(worker.queue)!;
      const timeout = Duration.seconds(worker.timeoutSeconds ?? DELIVERY_TIMEOUT_SECONDS);
      const fn = makeFunction(worker, { timeout, memorySize: 512 });
      // The link to a document's page in what it sends (the recurring run's e-mails).
      fn.addEnvironment('PUBLIC_BASE_URL', api.apiEndpoint);
      // It sets the visibility of the messages it reads (the retry schedule), so it needs their queue's URL.
      fn.addEnvironment(queueUrlVariable(worker.queue), queue.queueUrl);
      fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: worker.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: worker.maxConcurrency,
        }),
      );
    } else {
      const fn = makeFunction(worker, { timeout: Duration.seconds(60), memorySize: 512 });
      new Rule(stack, `${constructId(worker.name)}Schedule`, {
        schedule: Schedule.rate(Duration.minutes(worker.everyMinutes)),
        // An invocation EventBridge could not make lands in a queue that pages, not nowhere.
        targets: [
          new LambdaFunction(fn, {
            deadLetterQueue: queues.scheduleFailures,
            retryAttempts: 2,
            maxEventAge: Duration.minutes(5),
          }),
        ],
      });
    }
  }
}
