import {
  ChangeMessageVisibilityCommand,
  CreateQueueCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { buildApp } from 'fauxqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../infra/local/environment.ts';
import { enforceSqsLimits } from '../../infra/local/sqs-limits.ts';
import { SQS_LIMITS } from '../../shared/features/webhooks/queue-design.ts';
import { PRODUCTION_SCHEDULE } from '../../shared/features/webhooks/schedule.ts';
import { eventually } from '../support/wait.ts';

// The local SQS stand-in, as strict as SQS on what the service relies on; an in-flight cap of 3 to reach it.
const app = buildApp({ logger: false, host: '127.0.0.1' });
enforceSqsLimits(app, 3);
let sqs: SQSClient;
let queueUrl: string;

beforeAll(async () => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  sqs = new SQSClient({ endpoint: address, region: 'us-east-1', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `limits-${Date.now()}` }))).QueueUrl!;
});
afterAll(() => app.close());

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'accepted',
    (error: Error) => error.name,
  );
const receiveOne = async () => {
  await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'm' }));
  const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 1 }));
  return Messages![0]!.ReceiptHandle!;
};
const setVisibility = (handle: string, seconds: number) =>
  refusal(
    sqs.send(
      new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl, ReceiptHandle: handle, VisibilityTimeout: seconds }),
    ),
  );

describe('the local SQS stand-in enforces the limits SQS has', () => {
  it('refuses the old retry design (every wait as visibility) and takes the new one (waits past 15 minutes parked)', async () => {
    const oldDesign: string[] = [];
    const newDesign: string[] = [];
    for (const wait of PRODUCTION_SCHEDULE) {
      const handle = await receiveOne();
      const received = Date.now();
      // The delivery attempt takes a moment: the waits below start some milliseconds after the receipt.
      await eventually(() => Date.now() - received >= 5, 'a moment after the receipt');
      oldDesign.push(await setVisibility(handle, wait));
      newDesign.push(wait > SQS_LIMITS.maxDelaySeconds ? 'parked' : await setVisibility(handle, wait));
      await setVisibility(handle, 0); // out of flight again, for the next round
    }
    // 12 hours from a receipt a second ago is past SQS's limit: the old design's last wait failed on AWS.
    expect(oldDesign.at(-1)).toBe('InvalidParameterValue');
    expect(newDesign.every((outcome) => outcome === 'accepted' || outcome === 'parked')).toBe(true);
  }, 30_000);

  it('refuses a delay past 15 minutes, a body past 256 KiB and a batch of 11', async () => {
    const send = (extra: object) =>
      refusal(sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'm', ...extra })));
    expect(await send({ DelaySeconds: 900 })).toBe('accepted');
    expect(await send({ DelaySeconds: 901 })).toBe('InvalidParameterValue');
    expect(await send({ MessageBody: 'x'.repeat(262_145) })).toBe('InvalidParameterValue');
    const entries = Array.from({ length: 11 }, (_, i) => ({ Id: `e${i}`, MessageBody: 'm' }));
    expect(await refusal(sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries })))).toBe(
      'TooManyEntriesInBatchRequest',
    );
  });

  it('refuses receives past the in-flight cap', async () => {
    const held: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const handle = await receiveOne();
      await setVisibility(handle, 600);
      held.push(handle);
    }
    expect(await refusal(sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl })))).toBe('OverLimit');
    for (const handle of held) await setVisibility(handle, 0);
  });
});
