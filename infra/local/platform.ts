import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RuleSet, validateEInvoice } from './einvoice-validator.ts';

/** A status as the stand-in answers it: its XP Z12-012 code, when, why. */
interface FlowStatus {
  code: number;
  at: string;
  reason?: string;
  /** When the status shows (epoch ms): the stand-in answers after a delay, as a platform does. */
  showsAt: number;
}

interface Flow {
  flowId: string;
  trackingId: string;
  profile: string;
  statuses: FlowStatus[];
  /** Statuses the seller sent (its `cashed`), by their trackingId. */
  reported: Map<string, unknown>;
}

/** What a running stand-in platform offers its starter. */
export interface LocalPlatform {
  url: string;
  /** Every flow it took, by flowId (tests read them). */
  flows: ReadonlyMap<string, Flow>;
  close(): Promise<void>;
}

const rulesOf: Record<string, RuleSet[]> = {
  'EN16931-FR': ['en16931', 'fr'],
  'PEPPOL-BIS-3': ['en16931', 'peppol'],
};

/** The statuses a file earns: rejected with the failed rules, or deposited, then received and made available. */
async function statusesOf(content: string, profile: string, now: number, stepMs: number): Promise<FlowStatus[]> {
  const rules = rulesOf[profile];
  const at = (ms: number) => new Date(now + ms).toISOString();
  if (!rules) return [{ code: 213, at: at(0), reason: `Unknown flowProfile ${profile}`, showsAt: now }];
  const validation = await validateEInvoice(content, rules);
  if (!validation.valid) {
    const failed = [...validation.schemaErrors, ...validation.fatal.map((a) => `${a.id}: ${a.text}`)];
    return [{ code: 213, at: at(stepMs), reason: failed.join(' | ').slice(0, 2000), showsAt: now + stepMs }];
  }
  return [
    { code: 200, at: at(0), showsAt: now },
    { code: 202, at: at(stepMs), showsAt: now + stepMs },
    { code: 203, at: at(2 * stepMs), showsAt: now + 2 * stepMs },
  ];
}

const answer = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The local stand-in of an e-invoicing platform (docs/einvoicing.md), started by `npm start`
 * and the tests: the flow API the HTTP adapter speaks (AFNOR XP Z12-013 shaped). It validates
 * each file with the official rules of its profile (EN 16931 with BR-FR, or with Peppol), takes
 * a trackingId once, and shows its statuses after `stepMs` each, as a platform does.
 */
export async function startLocalPlatform(stepMs = 700): Promise<LocalPlatform> {
  const flows = new Map<string, Flow>();
  const byTracking = new Map<string, Flow>();
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://platform.local');
      const lifecycle = /^\/v1\/flows\/([^/]+)\/lifecycle$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/flows') {
        const form = await new Request('http://platform.local/', {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type'] ?? '') },
          body: await bodyOf(req),
        }).formData();
        const info = JSON.parse(await (form.get('flowInfo') as Blob).text()) as {
          trackingId?: string;
          flowProfile?: string;
        };
        const file = form.get('file');
        if (!info.trackingId || !(file instanceof Blob))
          return answer(res, 400, { error: 'flowInfo.trackingId and file' });
        const known = byTracking.get(info.trackingId);
        if (known) return answer(res, 202, { flowId: known.flowId, trackingId: known.trackingId });
        // Taken before it is validated: a second hand-off with the same trackingId, even at the same time, is this flow.
        const profile = String(info.flowProfile ?? '');
        const flow: Flow = {
          flowId: randomUUID(),
          trackingId: info.trackingId,
          profile,
          statuses: [],
          reported: new Map(),
        };
        flows.set(flow.flowId, flow);
        byTracking.set(flow.trackingId, flow);
        flow.statuses = await statusesOf(await file.text(), profile, Date.now(), stepMs);
        return answer(res, 202, { flowId: flow.flowId, trackingId: flow.trackingId });
      }
      const flow = lifecycle ? flows.get(decodeURIComponent(lifecycle[1]!)) : undefined;
      if (lifecycle && !flow) return answer(res, 404, { error: 'no such flow' });
      if (flow && req.method === 'GET') {
        const now = Date.now();
        const statuses = flow.statuses.filter((s) => s.showsAt <= now).map(({ showsAt: _, ...s }) => s);
        return answer(res, 200, { flowId: flow.flowId, statuses });
      }
      if (flow && req.method === 'POST') {
        const sent = JSON.parse((await bodyOf(req)).toString('utf8')) as { trackingId?: string };
        if (!sent.trackingId) return answer(res, 400, { error: 'trackingId' });
        flow.reported.set(sent.trackingId, sent);
        return answer(res, 202, { trackingId: sent.trackingId });
      }
      return answer(res, 404, { error: 'not found' });
    } catch (error) {
      return answer(res, 400, { error: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    flows,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
