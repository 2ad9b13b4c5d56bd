import type { LifecycleReport } from '../../features/documents/lifecycle.ts';
import type { DirectoryLine } from '../../features/einvoice/platform-model.ts';
import type { PlatformConnection, PlatformPort, PolledStatuses } from '../../features/einvoice/port.ts';
import { lifecycleReportOf, type ReadCdar, readCdar, UnreadableCdar } from '../../features/einvoice/reading/cdar.ts';

/** A call to the platform gives up after this long: the queue tries it again. */
const TIMEOUT_MS = 20_000;

/** A lifecycle flow about a flow of ours, as the platform's API gives it: one CDAR D22B message. */
interface LifecycleFlow {
  flowId?: string;
  flowSyntax?: string;
  content?: string;
}

/** A directory line as the platform's directory service answers it (XP Z12-013). */
interface ApiDirectoryLine {
  siren?: string;
  siret?: string;
  name?: string;
  routingCode?: string;
  addressingIdentifier?: string;
  addressingScheme?: string;
  platform?: string;
  effectiveDate?: string;
  endDate?: string;
}

/** Access tokens by platform and client, kept until a minute before they expire (a warm function asks once). */
const tokens = new Map<string, { token: string; until: number }>();

/** The OAuth 2.0 client-credentials token of a connection that has credentials. */
async function accessToken(to: PlatformConnection): Promise<string | undefined> {
  if (!to.clientId || !to.clientSecret) return undefined;
  const cacheKey = `${to.url}\n${to.clientId}`;
  const held = tokens.get(cacheKey);
  if (held && held.until > Date.now()) return held.token;
  const res = await fetch(new URL('oauth/token', base(to)), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: to.clientId,
      client_secret: to.clientSecret,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // Only the status goes into the error: the answer may echo what was sent.
  if (!res.ok) throw new Error(`The e-invoicing platform refused the client credentials (${res.status})`);
  const answer = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof answer.access_token !== 'string') throw new Error('The e-invoicing platform answered no access_token');
  const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 300;
  tokens.set(cacheKey, { token: answer.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return answer.access_token;
}

/** A lifecycle flow's message as a status, or why it is none. */
function reportOf(message: LifecycleFlow): { report: LifecycleReport } | { reason: string } {
  if (typeof message.content !== 'string') return { reason: 'The lifecycle flow holds no message.' };
  let read: ReadCdar;
  try {
    read = readCdar(message.content);
  } catch (error) {
    if (error instanceof UnreadableCdar) return { reason: `It is not a readable CDAR D22B message: ${error.message}` };
    throw error;
  }
  const report = lifecycleReportOf(read);
  return report ? { report } : { reason: `It gives a status the reform does not define (${read.code}).` };
}

const base = (to: PlatformConnection) => `${to.url.replace(/\/$/, '')}/`;

async function call(to: PlatformConnection, path: string, init: RequestInit): Promise<unknown> {
  const token = await accessToken(to);
  const res = await fetch(new URL(path, base(to)), {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The answer's text is the platform's; only its status goes into the error (and so into logs).
  if (!res.ok) throw new Error(`The e-invoicing platform answered ${res.status} to ${init.method ?? 'GET'} ${path}`);
  return res.status === 204 ? undefined : res.json();
}

const directoryLine = (l: ApiDirectoryLine): DirectoryLine[] =>
  l.siren && l.addressingIdentifier
    ? [
        {
          Siren: l.siren,
          ...(l.siret ? { Siret: l.siret } : {}),
          Name: l.name ?? '',
          ...(l.routingCode ? { RoutingCode: l.routingCode } : {}),
          ElectronicAddress: l.addressingIdentifier,
          ElectronicAddressScheme: l.addressingScheme ?? '0225',
          Platform: l.platform ?? '',
          ValidFrom: l.effectiveDate ?? '',
          ...(l.endDate ? { ValidTo: l.endDate } : {}),
        },
      ]
    : [];

/**
 * The e-invoicing platform over HTTP, shaped as AFNOR XP Z12-013's flow and directory services:
 * a file or a lifecycle message is a flow (`POST /v1/flows`, multipart `flowInfo` + `file`, its
 * `trackingId` the idempotency key), its lifecycle statuses are the CDAR D22B messages of the
 * lifecycle flows (`CustomerInvoiceLC`) the platform lists for it, the directory
 * answers lines by SIREN, SIRET or name. An account's own platform is signed in to with OAuth 2.0
 * client credentials. A provider whose API differs is another file implementing `PlatformPort`
 * (docs/einvoicing.md).
 */
export const httpPlatform: PlatformPort = {
  async transmit(to, file) {
    const form = new FormData();
    const syntax = file.profile === 'CDAR' ? 'CDAR' : 'UBL';
    const flowInfo = { trackingId: file.key, name: file.name, flowSyntax: syntax, flowProfile: file.profile };
    form.set('flowInfo', new Blob([JSON.stringify(flowInfo)], { type: 'application/json' }));
    form.set('file', new Blob([file.content], { type: 'application/xml' }), file.name);
    const answer = (await call(to, 'v1/flows', { method: 'POST', body: form })) as { flowId?: unknown };
    if (typeof answer?.flowId !== 'string') throw new Error('The e-invoicing platform answered no flowId');
    return { flowId: answer.flowId };
  },

  async statuses(to, flowId) {
    const answer = (await call(to, `v1/flows/${encodeURIComponent(flowId)}/lifecycle`, { method: 'GET' })) as {
      messages?: LifecycleFlow[];
    };
    // A message that does not read, or gives a code we do not know, is not misread: it is kept aside.
    const polled: PolledStatuses = { reports: [], unread: [] };
    for (const message of answer?.messages ?? []) {
      const read = reportOf(message);
      if ('report' in read) polled.reports.push(read.report);
      // Kept as the platform wrote it; a flow without a message, as the flow it listed.
      else
        polled.unread.push({
          content: typeof message.content === 'string' ? message.content : JSON.stringify(message),
          reason: read.reason,
        });
    }
    return polled;
  },

  async directory(to, query) {
    const answer = (await call(to, `v1/directory-lines?${new URLSearchParams(query)}`, { method: 'GET' })) as {
      lines?: ApiDirectoryLine[];
    };
    return (answer?.lines ?? []).flatMap(directoryLine);
  },
};
