import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect } from 'vitest';

export interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  form: Record<string, string>;
  at: number;
}

/** A webhook receiver on loopback; `answer` picks each response's status. */
export async function startReceiver(answer: (r: Received) => number | Promise<number> = () => 200) {
  const requests: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', async () => {
      const entry = {
        url: req.url ?? '',
        headers: req.headers,
        body,
        form: Object.fromEntries(new URLSearchParams(body)),
        at: Date.now(),
      };
      requests.push(entry);
      res.writeHead(await answer(entry)).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: (path: string) => `http://127.0.0.1:${address.port}${path}`,
    requests,
    async waitFor(predicate: (r: Received) => boolean, timeoutMs = 20_000): Promise<Received> {
      const start = Date.now();
      for (;;) {
        const hit = requests.find(predicate);
        if (hit) return hit;
        if (Date.now() - start > timeoutMs) throw new Error('no such request arrived');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A receiver `startReceiver` started. */
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * A callback for `event` at the receiver's `path`, made and verified through xml-in as its owner
 * would (docs/webhooks.md): `xmlIn` sends one request body as the owner and gives back the answer.
 * Its id, its signing secret and the verification message the receiver took.
 */
export async function subscribe(
  xmlIn: (body: string) => Promise<{ status: number; text: string }>,
  receiver: Receiver,
  event: string,
  path: string,
) {
  const created = await xmlIn(
    `<request method="callback.create"><callback><event>${event}</event><uri>${receiver.url(path)}</uri></callback></request>`,
  );
  expect(created.status, created.text).toBe(200);
  const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(created.text)?.[1];
  const id = tag('callback_id')!;
  const secret = tag('secret')!;
  const message = await receiver.waitFor((r) => r.url === path && r.form.name === 'callback/verify');
  const verified = await xmlIn(
    `<request method="callback.verify"><callback_id>${id}</callback_id><verifier>${message.form.verifier}</verifier></request>`,
  );
  expect(verified.text).toContain('status="ok"');
  return { id, secret, message };
}
