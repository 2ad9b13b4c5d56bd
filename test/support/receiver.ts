import { createServer, type IncomingHttpHeaders } from 'node:http';

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
