import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the bare hop answers: an operation's own answer, recorded from a counted request. */
export interface HopAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * An HTTP server of no code of ours on loopback, for the request overhead's direct floor: it
 * reads the request whole and gives back the answer it was handed. The SDK calls sent directly
 * have no HTTP hop, which every HTTP API pays whatever its code; the floor pays this one too.
 */
export async function startBareHop(): Promise<{ url: string; answer(next: HopAnswer): void; close(): void }> {
  let answer: HopAnswer = { status: 204, contentType: 'text/plain', body: '' };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': answer.contentType });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (next) => {
      answer = next;
    },
    close: () => server.close(),
  };
}
