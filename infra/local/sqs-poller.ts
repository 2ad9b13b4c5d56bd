import { DeleteMessageBatchCommand, type Message, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { log } from '../../shared/kernel/log.ts';
import { invoke, type LambdaHandler } from './lambda.ts';

export interface QueuePollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  functionName: string;
  handler: LambdaHandler;
  batchSize?: number;
  /** Batches handled at once, as Lambda runs several instances of a function. */
  concurrency?: number;
  timeoutMs?: number;
  waitSeconds?: number;
}

function toLambdaRecord(message: Message, queueArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
        name,
        {
          dataType: value.DataType ?? 'String',
          stringValue: value.StringValue,
          stringListValues: [],
          binaryListValues: [],
        },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: 'us-east-1',
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays Lambda's SQS event source mapping: receives batches, calls the handler, and deletes
 * only what succeeded (every message unless the handler names `batchItemFailures`; none when
 * it throws). What is not deleted comes back after its visibility timeout, and the queue's
 * redrive policy moves it to the dead-letter queue after maxReceiveCount receives.
 */
export class QueuePoller {
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(private readonly options: QueuePollerOptions) {}

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: this.options.concurrency ?? 4 }, () => this.run());
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.pollOnce();
      } catch (error) {
        if (this.running) log.error('queue poller: polling failed', error, { function: this.options.functionName });
        await pause(1000);
      }
    }
  }

  private async pollOnce(): Promise<void> {
    const { sqs, queueUrl, queueArn, handler, functionName } = this.options;
    const out = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: this.options.batchSize ?? 10,
        WaitTimeSeconds: this.options.waitSeconds ?? 1,
        MessageSystemAttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
    );
    const messages = out.Messages ?? [];
    if (!messages.length) return;
    const event: SQSEvent = { Records: messages.map((m) => toLambdaRecord(m, queueArn)) };
    let failed: Set<string>;
    try {
      const result = await invoke<{ batchItemFailures?: { itemIdentifier: string }[] } | undefined>(
        handler,
        event,
        functionName,
        this.options.timeoutMs ?? 60_000,
      );
      failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      log.error('queue poller: the handler failed; the batch will be received again', error, {
        function: functionName,
      });
      return;
    }
    const done = messages.filter((m) => !failed.has(m.MessageId!));
    if (!done.length) return;
    await sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
      }),
    );
  }
}
