import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RuleSet, validateEInvoice, validateLifecycleMessage } from './einvoice-validator.ts';

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
  /** `UBL` for an invoice, `CDAR` for a lifecycle message. */
  syntax: string;
  profile: string;
  name: string;
  /** The file as taken. */
  content: string;
  statuses: FlowStatus[];
  /** The rules' verdict on it, once validated. */
  valid?: boolean;
  problems?: string[];
}

/**
 * The directory's fixture lines (annuaire, XP Z12-013 shape): the parties the tests and the
 * acceptance cases use, each routed by its SIREN (scheme 0225).
 */
const DIRECTORY = [
  { siren: '732829320', name: 'Acheteur Exemple SA' },
  { siren: '303265045', name: 'Atelier Exemple SAS' },
  { siren: '552100554', name: 'Fournisseur Exemple SARL' },
].map((c) => ({
  siren: c.siren,
  name: c.name,
  addressingIdentifier: c.siren,
  addressingScheme: '0225',
  platform: 'PA-STAND-IN',
  effectiveDate: '2026-09-01',
}));

/** What a running stand-in platform offers its starter. */
export interface LocalPlatform {
  url: string;
  /** Every flow it took, by flowId (tests read them). */
  flows: ReadonlyMap<string, Flow>;
  /** The client ids that signed in (OAuth 2.0 client credentials), in order. */
  signIns: readonly string[];
  close(): Promise<void>;
}

const rulesOf: Record<string, RuleSet[]> = {
  'EN16931-FR': ['en16931', 'fr'],
  'PEPPOL-BIS-3': ['en16931', 'peppol'],
};

/** The statuses a file earns: rejected with the failed rules, or deposited, then received and made available. */
async function statusesOf(flow: Flow, now: number, stepMs: number): Promise<FlowStatus[]> {
  const at = (ms: number) => new Date(now + ms).toISOString();
  if (flow.syntax === 'CDAR') {
    // A lifecycle message is checked against BR-FR-CDV and the D22B schema, and passed on: no statuses of its own.
    const validation = await validateLifecycleMessage(flow.content);
    flow.valid = validation.valid;
    flow.problems = [...validation.schemaErrors, ...validation.fatal.map((a) => `${a.id}: ${a.text}`)];
    return [];
  }
  const rules = rulesOf[flow.profile];
  if (!rules) return [{ code: 213, at: at(0), reason: `Unknown flowProfile ${flow.profile}`, showsAt: now }];
  const validation = await validateEInvoice(flow.content, rules);
  flow.valid = validation.valid;
  flow.problems = [...validation.schemaErrors, ...validation.fatal.map((a) => `${a.id}: ${a.text}`)];
  if (!validation.valid) {
    return [{ code: 213, at: at(stepMs), reason: flow.problems.join(' | ').slice(0, 2000), showsAt: now + stepMs }];
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

/** What `GET /received` answers of a flow: everything the service sent, as the platform took it. */
const receivedOf = (flow: Flow) => ({
  flowId: flow.flowId,
  trackingId: flow.trackingId,
  syntax: flow.syntax,
  profile: flow.profile,
  name: flow.name,
  content: flow.content,
  valid: flow.valid ?? null,
  problems: flow.problems ?? [],
});

/**
 * The local stand-in of an e-invoicing platform (docs/einvoicing.md), started by `npm start`
 * and the tests: the flow and directory API the HTTP adapter speaks (AFNOR XP Z12-013 shaped),
 * behind OAuth 2.0 client credentials when the caller brings them. It validates each file with
 * the official rules of its profile (EN 16931 with BR-FR, or with Peppol; a lifecycle message
 * with BR-FR-CDV), takes a trackingId once, shows its statuses after `stepMs` each, as a
 * platform does, and answers `GET /received` with every flow it took (for the tests).
 */
export async function startLocalPlatform(stepMs = 300): Promise<LocalPlatform> {
  const flows = new Map<string, Flow>();
  const byTracking = new Map<string, Flow>();
  const tokens = new Set<string>();
  const signIns: string[] = [];
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://platform.local');
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const form = new URLSearchParams((await bodyOf(req)).toString('utf8'));
        if (form.get('grant_type') !== 'client_credentials' || !form.get('client_id') || !form.get('client_secret'))
          return answer(res, 401, { error: 'invalid_client' });
        const token = `tok-${randomUUID()}`;
        tokens.add(token);
        signIns.push(String(form.get('client_id')));
        return answer(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }
      if (req.method === 'GET' && url.pathname === '/received')
        return answer(res, 200, { flows: [...flows.values()].map(receivedOf) });
      // A caller that signs in must bring a token this stand-in gave; a stage default comes without one.
      const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
      if (bearer !== undefined && !tokens.has(bearer)) return answer(res, 401, { error: 'invalid_token' });
      if (req.method === 'GET' && url.pathname === '/v1/directory-lines') {
        const siren = url.searchParams.get('siren');
        const siret = url.searchParams.get('siret');
        const name = url.searchParams.get('name')?.toLowerCase();
        const lines = DIRECTORY.filter(
          (l) =>
            (siren && l.siren === siren) ||
            (siret && l.siren === siret.slice(0, 9)) ||
            (name && l.name.toLowerCase().includes(name)),
        );
        return answer(res, 200, { lines });
      }
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
          flowSyntax?: string;
          name?: string;
        };
        const file = form.get('file');
        if (!info.trackingId || !(file instanceof Blob))
          return answer(res, 400, { error: 'flowInfo.trackingId and file' });
        const known = byTracking.get(info.trackingId);
        if (known) return answer(res, 202, { flowId: known.flowId, trackingId: known.trackingId });
        // Taken before it is validated: a second hand-off with the same trackingId, even at the same time, is this flow.
        const flow: Flow = {
          flowId: randomUUID(),
          trackingId: info.trackingId,
          syntax: String(info.flowSyntax ?? 'UBL'),
          profile: String(info.flowProfile ?? ''),
          name: String(info.name ?? ''),
          content: await file.text(),
          statuses: [],
        };
        flows.set(flow.flowId, flow);
        byTracking.set(flow.trackingId, flow);
        flow.statuses = await statusesOf(flow, Date.now(), stepMs);
        return answer(res, 202, { flowId: flow.flowId, trackingId: flow.trackingId });
      }
      const flow = lifecycle ? flows.get(decodeURIComponent(lifecycle[1]!)) : undefined;
      if (lifecycle && !flow) return answer(res, 404, { error: 'no such flow' });
      if (flow && req.method === 'GET') {
        const now = Date.now();
        const statuses = flow.statuses.filter((s) => s.showsAt <= now).map(({ showsAt: _, ...s }) => s);
        return answer(res, 200, { flowId: flow.flowId, statuses });
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
    signIns,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
