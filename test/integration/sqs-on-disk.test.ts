import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChangeMessageVisibilityCommand,
  CreateQueueCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/environment.ts';
import { type SqsLocal, startSqsLocal } from '../../infra/local/sqs-local.ts';

/**
 * The queue emulator `npm start` runs keeps its messages on disk (infra/local/sqs-on-disk.ts), as
 * SQS keeps them: what was sent and not deleted is there after the emulator is killed outright
 * and started again, each message visible when it would have been, none deleted coming back.
 */
let running: SqsLocal | undefined;
afterEach(async () => {
  running?.child.kill('SIGKILL');
  running = undefined;
});

async function emulator(dir: string) {
  running = await startSqsLocal(0, { SQS_DATA_DIR: dir });
  const sqs = new SQSClient({ endpoint: running.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const made = (QueueName: string, Attributes?: Record<string, string>) =>
    sqs.send(new CreateQueueCommand({ QueueName, Attributes })).then((q) => q.QueueUrl!);
  const dead = await made('kept-dead');
  const deadArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dead, AttributeNames: ['QueueArn'] })))
    .Attributes!.QueueArn!;
  const queue = await made('kept', {
    VisibilityTimeout: '30',
    RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadArn, maxReceiveCount: 1 }),
  });
  const receive = async (QueueUrl: string) =>
    (await sqs.send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10 }))).Messages ?? [];
  const delayed = async () =>
    Number(
      (
        await sqs.send(
          new GetQueueAttributesCommand({ QueueUrl: queue, AttributeNames: ['ApproximateNumberOfMessagesDelayed'] }),
        )
      ).Attributes!.ApproximateNumberOfMessagesDelayed,
    );
  return { sqs, queue, dead, receive, delayed };
}

const killed = async () => {
  const exited = new Promise((resolve) => running!.child.once('exit', resolve));
  running!.child.kill('SIGKILL');
  await exited;
  running = undefined;
};

describe('the queue emulator kept on disk', () => {
  it('gives back after a crash what was sent and not deleted: in flight at once, delayed or parked when due, dead letters in their queue', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'invoicing-sqs-kept-'));
    const first = await emulator(dir);
    const send = (MessageBody: string, DelaySeconds?: number) =>
      first.sqs.send(new SendMessageCommand({ QueueUrl: first.queue, MessageBody, DelaySeconds }));
    for (const body of ['deleted', 'in flight', 'parked', 'waiting']) await send(body);
    await send('delayed', 600);
    const taken = await first.receive(first.queue);
    expect(taken.map((m) => m.Body).sort()).toEqual(['deleted', 'in flight', 'parked', 'waiting']);
    const handle = (body: string) => taken.find((m) => m.Body === body)!.ReceiptHandle!;
    await first.sqs.send(new DeleteMessageCommand({ QueueUrl: first.queue, ReceiptHandle: handle('deleted') }));
    await first.sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: first.queue,
        ReceiptHandle: handle('parked'),
        VisibilityTimeout: 900,
      }),
    );
    // 'waiting' back now, received a second time past its redrive's count: moved to the dead letters.
    await first.sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: first.queue,
        ReceiptHandle: handle('waiting'),
        VisibilityTimeout: 0,
      }),
    );
    expect(await first.receive(first.queue)).toEqual([]);
    first.sqs.destroy();
    await killed();

    const second = await emulator(dir);
    // The one in flight when the emulator died is visible at once; the parked and the delayed wait their time.
    expect((await second.receive(second.queue)).map((m) => m.Body)).toEqual(['in flight']);
    expect(await second.delayed()).toBe(2);
    expect((await second.receive(second.dead)).map((m) => m.Body)).toEqual(['waiting']);
    second.sqs.destroy();
  }, 60_000);
});
