import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toCdar } from '../../shared/features/einvoice/cdar.ts';
import { readXml } from '../../shared/features/einvoice/reading/index.ts';
import { messagePartyOf } from '../../shared/features/einvoice/seller-messages.ts';
import { type RuleSet, validateEInvoice, validateLifecycleMessage } from './einvoice-validator.ts';

/** A status as the stand-in answers it: its XP Z12-012 code, when, why. */
interface FlowStatus {
  code: number;
  at: string;
  /** A rejection's reason code (XP Z12-012's list): a file the rules refuse, or a duplicate. */
  reasonCode?: 'REJ_SEMAN' | 'REJ_UNI';
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
  /** The platform account (OAuth client id) that deposited it; none for a stage default's. */
  clientId?: string;
  /**
   * Where a valid invoice went: `made_available` to its buyer, or `e_reporting` for a sale to a
   * consumer (BT-22 `#BAR#B2C`), whose data the platform reports to the tax administration.
   */
  routed?: 'made_available' | 'e_reporting';
  /** Lifecycle messages the tests had it pass on as they were written (one that does not read, say). */
  raw?: string[];
}

/** The buyer's statuses the stand-in can be told to answer (XP Z12-012): 204 in hand to 211 payment sent. */
const BUYER_STATUSES = new Set([204, 205, 206, 207, 208, 209, 210, 211]);

/**
 * The invoice a file is, by its seller's electronic address, its number and its type (UBL or
 * CII): what a platform refuses to take twice.
 */
function invoiceIdentity(content: string): string | undefined {
  const number =
    /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(content)?.[1] ?? /<rsm:ExchangedDocument>\s*<ram:ID>([^<]+)</.exec(content)?.[1];
  const seller =
    /<cac:AccountingSupplierParty>\s*<cac:Party>\s*<cbc:EndpointID[^>]*>([^<]+)</.exec(content)?.[1] ??
    /<ram:SellerTradeParty>[\s\S]*?<ram:URIID[^>]*>([^<]+)</.exec(content)?.[1];
  const type =
    /<cbc:(?:Invoice|CreditNote)TypeCode>(\d+)</.exec(content)?.[1] ?? /<ram:TypeCode>(\d+)</.exec(content)?.[1];
  return number && seller ? `${seller}|${type ?? ''}|${number}` : undefined;
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

/** The stand-in's own electronic address, as the sender of the statuses it gives a file. */
const PLATFORM_ADDRESS = { id: 'PA-STAND-IN', scheme: '0238' } as const;

/**
 * The statuses of an invoice's flow shown by now, as the reform's platforms send them: each a
 * lifecycle flow (`CustomerInvoiceLC`) holding one CDAR D22B message about the invoice, from the
 * platform (its own statuses, 200 to 213) or passed on from the buyer (204 to 211).
 */
function lifecycleFlows(flow: Flow, now: number) {
  const facts = readXml(flow.content).facts;
  const seller = messagePartyOf(facts.seller);
  const invoice = { number: facts.number, typeCode: facts.typeCode, issueDate: facts.issueDate, seller };
  return flow.statuses
    .filter((status) => status.showsAt <= now)
    .map((status, index) => ({
      flowId: `${flow.flowId}-lc-${index + 1}`,
      flowType: 'CustomerInvoiceLC',
      flowSyntax: 'CDAR',
      updatedAt: status.at,
      content: toCdar({
        id: `${flow.flowId}-${index + 1}`,
        at: new Date(status.at),
        status: String(status.code),
        sender: BUYER_STATUSES.has(status.code)
          ? { ...messagePartyOf(facts.buyer), role: 'BY' }
          : { role: 'WK', endpoint: PLATFORM_ADDRESS },
        recipient: { ...seller, role: 'SE' },
        invoice,
        // A rejection kept before reason codes were: the rules'.
        ...(status.code === 213
          ? { reason: { code: status.reasonCode ?? 'REJ_SEMAN', ...(status.reason ? { text: status.reason } : {}) } }
          : {}),
      }),
    }));
}

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

/**
 * The statuses a file earns: rejected with the failed rules, or deposited, then received and made
 * available. A sale to a consumer is made available to no one: the platform reports its data to
 * the tax administration (the reform's e-reporting, flow 10.3 of the DGFiP's external
 * specifications); deposited, and no status after, XP Z12-012 having none for it.
 */
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
  if (!rules)
    return [
      { code: 213, at: at(0), reasonCode: 'REJ_SEMAN', reason: `Unknown flowProfile ${flow.profile}`, showsAt: now },
    ];
  const validation = await validateEInvoice(flow.content, rules);
  flow.valid = validation.valid;
  flow.problems = [...validation.schemaErrors, ...validation.fatal.map((a) => `${a.id}: ${a.text}`)];
  if (!validation.valid) {
    return [
      {
        code: 213,
        at: at(stepMs),
        reasonCode: 'REJ_SEMAN',
        reason: flow.problems.join(' | ').slice(0, 2000),
        showsAt: now + stepMs,
      },
    ];
  }
  const toConsumer = readXml(flow.content).facts.notes.some((note) => note.code === 'BAR' && note.text === 'B2C');
  flow.routed = toConsumer ? 'e_reporting' : 'made_available';
  if (toConsumer) return [{ code: 200, at: at(0), showsAt: now }];
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
  routed: flow.routed ?? null,
});

/**
 * The local stand-in of an e-invoicing platform (docs/einvoicing.md), started by `npm start`
 * and the tests: the flow and directory API the HTTP adapter speaks (AFNOR XP Z12-013 shaped),
 * behind OAuth 2.0 client credentials when the caller brings them. It validates each file with
 * the official rules of its profile (EN 16931 with BR-FR, or with Peppol; a lifecycle message
 * with BR-FR-CDV), takes a trackingId once, shows its statuses after `stepMs` each, as a
 * platform does, and answers `GET /received` with every flow it took (for the tests). With a
 * `stateFile`, the flows outlast a restart.
 */
export async function startLocalPlatform(stepMs = 300, stateFile?: string): Promise<LocalPlatform> {
  const flows = new Map<string, Flow>();
  const byTracking = new Map<string, Flow>();
  /** The tokens it gave, to the client id each was given to. */
  const tokens = new Map<string, string>();
  /** The invoices each platform account deposited, by identity: a second deposit is a duplicate. */
  const deposited = new Map<string, Flow>();
  // The flows it took, kept in `stateFile` (npm start's data folder) as a platform keeps them: a
  // service started again after a crash polls the flows it handed over before.
  const taken = (flow: Flow) => {
    flows.set(flow.flowId, flow);
    byTracking.set(flow.trackingId, flow);
    const identity = flow.clientId && flow.syntax !== 'CDAR' && flow.valid ? invoiceIdentity(flow.content) : undefined;
    if (identity) deposited.set(`${flow.clientId}|${identity}`, flow);
  };
  if (stateFile && existsSync(stateFile))
    for (const flow of JSON.parse(readFileSync(stateFile, 'utf8')) as Flow[]) taken(flow);
  const keep = () => {
    if (!stateFile) return;
    writeFileSync(`${stateFile}.new`, JSON.stringify([...flows.values()]));
    renameSync(`${stateFile}.new`, stateFile);
  };
  // A flow taken but not yet validated when the stand-in stopped (kept by another flow's write,
  // its sender answered nothing) is validated now, as a platform takes up its work after a
  // restart: the sender's retry finds it by its trackingId and polls statuses that come.
  const unfinished = [...flows.values()].filter((flow) => flow.valid === undefined && !flow.statuses.length);
  for (const flow of unfinished) {
    flow.statuses = await statusesOf(flow, Date.now(), stepMs);
    taken(flow);
  }
  if (unfinished.length) keep();
  const signIns: string[] = [];
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://platform.local');
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const form = new URLSearchParams((await bodyOf(req)).toString('utf8'));
        if (form.get('grant_type') !== 'client_credentials' || !form.get('client_id') || !form.get('client_secret'))
          return answer(res, 401, { error: 'invalid_client' });
        const token = `tok-${randomUUID()}`;
        tokens.set(token, String(form.get('client_id')));
        signIns.push(String(form.get('client_id')));
        return answer(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }
      if (req.method === 'GET' && url.pathname === '/received')
        return answer(res, 200, { flows: [...flows.values()].map(receivedOf) });
      // The tests have it pass on a lifecycle message as written, readable or not.
      const raw = /^\/control\/flows\/([^/]+)\/messages$/.exec(url.pathname);
      if (req.method === 'POST' && raw) {
        const flow = flows.get(decodeURIComponent(raw[1]!));
        if (!flow) return answer(res, 404, { error: 'no such flow' });
        flow.raw = [...(flow.raw ?? []), (await bodyOf(req)).toString('utf8')];
        keep();
        return answer(res, 200, { flowId: flow.flowId, raw: flow.raw.length });
      }
      // The tests tell it a buyer's answer (204-211), as the buyer's platform would pass it on.
      const told = /^\/control\/flows\/([^/]+)\/statuses$/.exec(url.pathname);
      if (req.method === 'POST' && told) {
        const flow = flows.get(decodeURIComponent(told[1]!));
        if (!flow) return answer(res, 404, { error: 'no such flow' });
        const { code, reason } = JSON.parse((await bodyOf(req)).toString('utf8') || '{}') as {
          code?: number;
          reason?: string;
        };
        if (!BUYER_STATUSES.has(Number(code))) return answer(res, 400, { error: 'code: one of 204 to 211' });
        const now = Date.now();
        flow.statuses.push({
          code: Number(code),
          at: new Date(now).toISOString(),
          ...(reason ? { reason } : {}),
          showsAt: now,
        });
        keep();
        return answer(res, 200, { flowId: flow.flowId, statuses: flow.statuses.length });
      }
      // A caller that signs in must bring a token this stand-in gave; a stage default comes without one.
      const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
      if (bearer !== undefined && !tokens.has(bearer)) return answer(res, 401, { error: 'invalid_token' });
      const clientId = bearer === undefined ? undefined : tokens.get(bearer);
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
          ...(clientId ? { clientId } : {}),
        };
        flows.set(flow.flowId, flow);
        byTracking.set(flow.trackingId, flow);
        // A platform takes an invoice of a seller once (by its number and type): another deposit is
        // rejected as a duplicate. Only for a signed-in account: a stage default serves test
        // accounts that share one seller and their first numbers.
        const identity = clientId && flow.syntax !== 'CDAR' ? invoiceIdentity(flow.content) : undefined;
        const first = identity ? deposited.get(`${clientId}|${identity}`) : undefined;
        if (identity && first) {
          const now = Date.now();
          flow.statuses = [
            { code: 200, at: new Date(now).toISOString(), showsAt: now },
            {
              code: 213,
              at: new Date(now + stepMs).toISOString(),
              reasonCode: 'REJ_UNI',
              reason: `${identity.split('|').pop()} was deposited already (flow ${first.flowId})`,
              showsAt: now + stepMs,
            },
          ];
          keep();
          return answer(res, 202, { flowId: flow.flowId, trackingId: flow.trackingId });
        }
        // Held before it is validated (a deposit at the same time is the duplicate); given back if the file is rejected.
        if (identity) deposited.set(`${clientId}|${identity}`, flow);
        flow.statuses = await statusesOf(flow, Date.now(), stepMs);
        if (identity && !flow.valid) deposited.delete(`${clientId}|${identity}`);
        keep();
        return answer(res, 202, { flowId: flow.flowId, trackingId: flow.trackingId });
      }
      const flow = lifecycle ? flows.get(decodeURIComponent(lifecycle[1]!)) : undefined;
      if (lifecycle && !flow) return answer(res, 404, { error: 'no such flow' });
      if (flow && req.method === 'GET') {
        const passedOn = (flow.raw ?? []).map((content, index) => ({
          flowId: `${flow.flowId}-raw-${index + 1}`,
          flowType: 'CustomerInvoiceLC',
          flowSyntax: 'CDAR',
          updatedAt: new Date().toISOString(),
          content,
        }));
        return answer(res, 200, { flowId: flow.flowId, messages: [...lifecycleFlows(flow, Date.now()), ...passedOn] });
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
