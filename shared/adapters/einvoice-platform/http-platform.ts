import { type LifecycleReport, lifecycleCodes, statusOfCode } from '../../features/documents/lifecycle.ts';
import type { PlatformPort } from '../../features/einvoice/port.ts';
import { config } from '../../kernel/config.ts';

/** A call to the platform gives up after this long: the queue tries it again. */
const TIMEOUT_MS = 20_000;

/** A status as the platform's API gives it: its code (XP Z12-012), when, why, and for `cashed` how much. */
interface FlowStatus {
  code: number;
  at: string;
  reason?: string;
  amount?: string;
}

async function call(path: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(new URL(path, `${config.platformUrl.replace(/\/$/, '')}/`), {
    ...init,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The answer's text is the platform's; only its status goes into the error (and so into logs).
  if (!res.ok) throw new Error(`The e-invoicing platform answered ${res.status} to ${init.method ?? 'GET'} ${path}`);
  return res.status === 204 ? undefined : res.json();
}

/**
 * The e-invoicing platform over HTTP, shaped as AFNOR XP Z12-013's flow service: a file is a
 * flow (`POST /v1/flows`, multipart `flowInfo` + `file`, its `trackingId` the idempotency key),
 * its lifecycle statuses are read from the flow and ours are posted to it. A provider whose API
 * differs is another file implementing `PlatformPort` (docs/einvoicing.md).
 */
export const httpPlatform: PlatformPort = {
  async transmit(file) {
    const form = new FormData();
    const flowInfo = { trackingId: file.key, name: file.name, flowSyntax: 'UBL', flowProfile: file.profile };
    form.set('flowInfo', new Blob([JSON.stringify(flowInfo)], { type: 'application/json' }));
    form.set('file', new Blob([file.content], { type: 'application/xml' }), file.name);
    const answer = (await call('v1/flows', { method: 'POST', body: form })) as { flowId?: unknown };
    if (typeof answer?.flowId !== 'string') throw new Error('The e-invoicing platform answered no flowId');
    return { flowId: answer.flowId };
  },

  async statuses(flowId) {
    const answer = (await call(`v1/flows/${encodeURIComponent(flowId)}/lifecycle`, { method: 'GET' })) as {
      statuses?: FlowStatus[];
    };
    // A code we do not know is left out rather than misread; the count of those read stays stable.
    return (answer?.statuses ?? []).flatMap((s): LifecycleReport[] => {
      const status = statusOfCode(Number(s.code));
      return status
        ? [
            {
              status,
              at: String(s.at),
              ...(s.reason ? { reason: s.reason } : {}),
              ...(s.amount ? { amount: s.amount } : {}),
            },
          ]
        : [];
    });
  },

  async report(flowId, key, report) {
    await call(`v1/flows/${encodeURIComponent(flowId)}/lifecycle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        trackingId: key,
        code: lifecycleCodes[report.status],
        at: report.at,
        amounts: report.amounts,
      }),
    });
  },
};
