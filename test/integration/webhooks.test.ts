import { createHmac, randomUUID } from 'node:crypto';
import { createServer as createNetServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { PurgeQueueCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadHandler } from '../../infra/local/lambda.ts';
import { allPorts as deps } from '../../infra/local/ports.ts';
import { createQueues } from '../../infra/local/queues.ts';
import { StreamPoller } from '../../infra/local/stream-poller.ts';
import { queueWorkerPollers } from '../../infra/local/workers.ts';
import { sweepPending } from '../../shared/features/webhooks/sweep.ts';
import { newAccount, useApi } from '../support/api.ts';
import { type Receiver, startReceiver, subscribe as subscribeThrough } from '../support/receiver.ts';
import { eventually, holdsFor } from '../support/wait.ts';

const region = 'us-east-1';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const sqs = new SQSClient({ endpoint: inject('sqsEndpoint'), region, credentials });
const api = useApi();
const pollers: { stop(): Promise<void> }[] = [];
let deliveriesUrl = '';
let droppedUrl = '';

/**
 * The accounts this file makes: its stream worker passes over the other files' changes (the tests
 * share one table and stream), as a mapping's event filter does, so that it need not work through
 * what the suite wrote before it started.
 */
const followed = new Set<string>();
const followedAccount = async (name: string) => {
  const account = await newAccount(name);
  followed.add(account.accountId);
  return account;
};

/** The pipeline of the local runtime, in this process: stream worker and delivery worker on their pollers. */
beforeAll(async () => {
  Object.assign(process.env, {
    WEBHOOK_RETRY_SCHEDULE: '1,1',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    PUBLIC_BASE_URL: 'http://invoicing.test',
  });
  const suffix = randomUUID().slice(0, 8);
  const queues = await createQueues(sqs, `-${suffix}`);
  deliveriesUrl = queues.get('deliveries')!.url;
  droppedUrl = queues.get('deliveries-dropped')!.url;
  const stream = new StreamPoller({
    streams: new DynamoDBStreamsClient({ endpoint: inject('dynamoEndpoint'), region, credentials }),
    streamArn: inject('streamArn'),
    functionName: 'events.stream',
    handler: await loadHandler('functions/webhooks/stream.ts'),
    checkpointFile: join(inject('dataDir'), `webhooks-${suffix}.json`),
    filter: (record) => followed.has(String(record.dynamodb?.Keys?.PK?.S).slice(2)),
    batchSize: 1000,
    failureFile: join(inject('dataDir'), `webhooks-${suffix}-failures.jsonl`),
    idleMs: 50,
  });
  // The delivery lanes, main and slow: the same handler, each on its own queue.
  const lanes = await queueWorkerPollers(sqs, queues, { waitSeconds: 1 });
  stream.start();
  for (const lane of lanes) lane.start();
  pollers.push(stream, ...lanes);
});
afterAll(async () => {
  await Promise.all(pollers.map((p) => p.stop()));
});

const xmlIn = (token: string, body: string) =>
  api.call('POST', '/api/2.1/xml-in', {
    token,
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

const subscribe = (token: string, receiver: Receiver, event: string, path: string) =>
  subscribeThrough((body) => xmlIn(token, body), receiver, event, path);

const signatureOk = (secret: string, r: { headers: Record<string, unknown>; body: string }) => {
  const expected = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
    .update(`${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`)
    .digest('base64');
  return String(r.headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
};

describe('webhooks, end to end against DynamoDB Local and the SQS emulator', () => {
  it('verifies a callback, then signs every notification the Standard Webhooks way', async () => {
    const { token, company } = await followedAccount('Hooks');
    const receiver = await startReceiver();
    try {
      const { secret, message } = await subscribe(token, receiver, 'client', '/all');
      expect(message.form).toMatchObject({
        name: 'callback/verify',
        company,
        system: 'http://invoicing.test',
        user_id: '1',
      });
      expect(signatureOk(secret, message)).toBe(true);
      const made = await api.call('POST', '/api/client/create', {
        token,
        json: { Company: { CompanyName: 'Hooked' } },
      });
      const id = made.headers.get('location')!.split('/').pop()!;
      await api.call('PUT', `/api/Clients.svc/update/${id}`, { token, json: { Notes: 'x' } });
      for (const name of ['client/create', 'client/update']) {
        const note = await receiver.waitFor((r) => r.form.name === name && r.form.object_id === id);
        expect(note.form).toMatchObject({ company, user_id: '1', system: 'http://invoicing.test' });
        expect(note.headers['content-type']).toBe('application/x-www-form-urlencoded');
        expect(signatureOk(secret, note)).toBe(true);
        expect(note.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      }
    } finally {
      await receiver.close();
    }
  });

  it('retries on the schedule, drops after the last attempt, keeps the history, and replays with the same webhook-id', async () => {
    const { token } = await followedAccount('Drops');
    let up = false;
    const receiver = await startReceiver((r) => (r.form.name === 'callback/verify' || up ? 200 : 500));
    try {
      const { id } = await subscribe(token, receiver, 'category.create', '/down');
      await api.call('POST', '/api/catalog/create', { token, json: { Name: 'Dropped', Price: 1 } });
      const attempts = () => receiver.requests.filter((r) => r.form.name === 'category/create');
      await eventually(() => attempts().length >= 3, 'three attempts');
      expect(attempts()).toHaveLength(3);
      expect(new Set(attempts().map((a) => a.headers['webhook-id'])).size).toBe(1);
      expect(attempts()[2]!.at - attempts()[0]!.at).toBeGreaterThanOrEqual(1800);
      // The last failure goes to the dead-letter queue through the redrive policy.
      const dropped = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: droppedUrl, WaitTimeSeconds: 5, MaxNumberOfMessages: 10 }),
      );
      expect(dropped.Messages?.length).toBeGreaterThanOrEqual(1);
      await holdsFor(() => attempts().length === 3, 1500, 'three attempts and no fourth');
      expect(attempts()).toHaveLength(3);

      const history = await xmlIn(token, `<request method="delivery.list"><callback_id>${id}</callback_id></request>`);
      const dropped1 = history.text.split('<delivery>').find((d) => d.includes('<name>category/create</name>'))!;
      expect(dropped1).toContain('<status>dropped</status>');
      expect(dropped1.match(/<attempt /g)).toHaveLength(3);
      const deliveryId = tag(dropped1, 'delivery_id')!;
      up = true;
      const replay = await xmlIn(
        token,
        `<request method="delivery.replay"><callback_id>${id}</callback_id><delivery_id>${deliveryId}</delivery_id></request>`,
      );
      expect(replay.text).toContain('status="ok"');
      await receiver.waitFor((r) => r.form.name === 'category/create' && attempts().length === 4);
      expect(attempts()[3]!.headers['webhook-id']).toBe(attempts()[0]!.headers['webhook-id']);
      const again = await xmlIn(
        token,
        `<request method="delivery.replay"><callback_id>${id}</callback_id><delivery_id>${deliveryId}</delivery_id></request>`,
      );
      expect(again.status).toBe(409);
    } finally {
      await receiver.close();
    }
  });

  it('deletes a callback whose receiver answers 410', async () => {
    const { token } = await followedAccount('Gone');
    const receiver = await startReceiver((r) => (r.form.name === 'callback/verify' ? 200 : 410));
    try {
      const { id } = await subscribe(token, receiver, 'invoice', '/gone');
      await api.call('POST', '/api/document.svc/create/invoice', {
        token,
        json: { Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }] },
      });
      await receiver.waitFor((r) => r.form.name === 'invoice/create');
      await eventually(
        async () =>
          !(await xmlIn(token, '<request method="callback.list"/>')).text.includes(`<callback_id>${id}</callback_id>`),
        'the callback to be deleted',
        5000,
      );
    } finally {
      await receiver.close();
    }
  });

  it('brings back pending deliveries whose messages were lost, with the same webhook-id', async () => {
    const { token } = await followedAccount('Restart');
    let up = false;
    const receiver = await startReceiver((r) => (r.form.name === 'callback/verify' || up ? 200 : 503));
    try {
      await subscribe(token, receiver, 'invoice.create', '/later');
      const made = await api.call('POST', '/api/document.svc/create/invoice', {
        token,
        json: { Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }] },
      });
      const number = made.text.replace('Reference: ', '');
      const first = await receiver.waitFor((r) => r.form.object_id === number);
      // The emulator loses what it holds, as when the service is killed and started again.
      await sqs.send(new PurgeQueueCommand({ QueueUrl: deliveriesUrl }));
      up = true;
      expect(await sweepPending(deps, Number.MAX_SAFE_INTEGER)).toBeGreaterThanOrEqual(1);
      const later = await receiver.waitFor((r) => r.form.object_id === number && r !== first);
      expect(later.headers['webhook-id']).toBe(first.headers['webhook-id']);
    } finally {
      await receiver.close();
    }
  });

  it('turns a stream record handed over twice into one delivery', async () => {
    const { fanOut } = await import('../../shared/features/webhooks/fanout.ts');
    const { token, accountId } = await followedAccount('Twice');
    const receiver = await startReceiver();
    try {
      await subscribe(token, receiver, 'client.create', '/once');
      const record = {
        eventID: `replayed-${randomUUID()}`,
        eventName: 'INSERT' as const,
        dynamodb: {
          ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
          NewImage: {
            kind: { S: 'client' },
            accountId: { S: accountId },
            clientId: { N: '424242' },
            updatedBy: { N: '1' },
            version: { N: '0' },
            SK: { S: 'CLIENT#000000424242' },
          },
        },
      };
      const { changesOf } = await import('../../shared/adapters/dynamodb/stream.ts');
      await fanOut(deps, changesOf([record]));
      await fanOut(deps, changesOf([record]));
      await receiver.waitFor((r) => r.form.object_id === '424242');
      await holdsFor(
        () => receiver.requests.filter((r) => r.form.object_id === '424242').length === 1,
        2000,
        'one delivery',
      );
      expect(receiver.requests.filter((r) => r.form.object_id === '424242')).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('retries receivers that hang, answer garbage or close the connection; serves a slow one once', async () => {
    process.env.WEBHOOK_TIMEOUT_MS = '1000';
    const { token } = await followedAccount('Rough');
    let healed = false;
    const behaviours = new Map<string, (socket: Socket) => void>([
      ['/hang', () => undefined],
      ['/garbage', (socket) => socket.end('HTTP/1.1 2xx nonsense\r\n\r\n')],
      ['/close', (socket) => socket.destroy()],
    ]);
    const seen: { path: string; id: string; object: string }[] = [];
    // A raw server: every request logged, then answered as its path says until healed.
    const server = createNetServer((socket) => {
      let raw = '';
      socket.on('data', (chunk) => {
        raw += chunk;
        const [head = '', body = ''] = raw.split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (Buffer.byteLength(body) < length) return;
        const path = head.split(' ')[1] ?? '';
        const form = new URLSearchParams(body);
        seen.push({ path, id: /webhook-id: (\S+)/i.exec(head)?.[1] ?? '', object: form.get('object_id') ?? '' });
        const verify = form.get('name') === 'callback/verify';
        if (verify) receiverVerifiers.set(path, form.get('verifier')!);
        if (verify || healed || path === '/slow') {
          setTimeout(
            () => socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n'),
            path === '/slow' && !verify ? 700 : 0,
          );
        } else behaviours.get(path)?.(socket);
      });
    });
    const receiverVerifiers = new Map<string, string>();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      for (const path of ['/hang', '/garbage', '/close', '/slow']) {
        const made = await xmlIn(
          token,
          `<request method="callback.create"><callback><event>invoice.create</event><uri>${base}${path}</uri></callback></request>`,
        );
        const id = tag(made.text, 'callback_id')!;
        await eventually(() => receiverVerifiers.has(path), `the verifier of ${path}`, 5000);
        expect(
          (
            await xmlIn(
              token,
              `<request method="callback.verify"><callback_id>${id}</callback_id><verifier>${receiverVerifiers.get(path)}</verifier></request>`,
            )
          ).text,
        ).toContain('status="ok"');
      }
      const number = (
        await api.call('POST', '/api/document.svc/create/invoice', {
          token,
          json: { Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }] },
        })
      ).text.replace('Reference: ', '');
      const of = (path: string) => seen.filter((s) => s.path === path && s.object === number);
      const wait = (ok: () => boolean) => eventually(ok, 'the receivers');
      await wait(() => ['/hang', '/garbage', '/close'].every((p) => of(p).length >= 2));
      healed = true;
      await wait(() => ['/hang', '/garbage', '/close'].every((p) => of(p).length >= 3));
      for (const path of ['/hang', '/garbage', '/close']) {
        expect(new Set(of(path).map((s) => s.id)).size, path).toBe(1);
      }
      await holdsFor(() => of('/slow').length === 1, 2500, 'one POST to the slow receiver');
      expect(of('/slow')).toHaveLength(1);
      expect(['/hang', '/garbage', '/close'].every((p) => of(p).length === 3)).toBe(true);
    } finally {
      delete process.env.WEBHOOK_TIMEOUT_MS;
      server.close();
    }
  });

  it('moves a receiver that keeps the main lane waiting to the slow lane, and back once it answers promptly', async () => {
    process.env.WEBHOOK_MAIN_LANE_MS = '300';
    let slowMs = 1500;
    const receiver = await startReceiver(async (r) => {
      if (r.url === '/slow' && r.form.name !== 'callback/verify') await new Promise((done) => setTimeout(done, slowMs));
      return 200;
    });
    try {
      const { token, accountId } = await followedAccount('Lanes');
      const slow = await subscribe(token, receiver, 'invoice.create', '/slow');
      await subscribe(token, receiver, 'invoice.create', '/prompt');
      const invoice = async () =>
        (
          await api.call('POST', '/api/document.svc/create/invoice', {
            token,
            json: { Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }] },
          })
        ).text.replace('Reference: ', '');
      const to = (path: string, number: string) =>
        receiver.requests.filter((r) => r.url === path && r.form.object_id === number);
      const slowUntil = async () => (await deps.callbacks.get(accountId, Number(slow.id)))?.slowUntil;

      // The first message waits 300 ms in the main lane, then goes to the slow lane and is posted again there.
      const first = await invoice();
      await eventually(() => to('/prompt', first).length === 1, 'the prompt receiver');
      await eventually(() => to('/slow', first).length === 2, 'the slow lane posting it again');
      const [main, again] = to('/slow', first);
      expect(again!.headers['webhook-id']).toBe(main!.headers['webhook-id']);
      expect(await slowUntil()).toBeGreaterThan(Date.now());

      // While it is slow, its messages go straight to the slow lane: one POST each, with the full timeout.
      const second = await invoice();
      await eventually(() => to('/prompt', second).length === 1, 'the prompt receiver');
      await holdsFor(() => to('/slow', second).length <= 1, 2500, 'one POST to the slow receiver');
      expect(to('/slow', second)).toHaveLength(1);

      // A prompt answer in the slow lane brings it back to the main lane.
      slowMs = 0;
      const third = await invoice();
      await eventually(() => to('/slow', third).length === 1, 'the third message');
      await eventually(async () => (await slowUntil()) === undefined, 'the way back to the main lane');
    } finally {
      delete process.env.WEBHOOK_MAIN_LANE_MS;
      await receiver.close();
    }
  });
});
