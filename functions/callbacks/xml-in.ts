import { deliveryHistory, deliveryId, replayDelivery } from '../../shared/webhooks/history.ts';
import { createCallback, deleteCallback, listCallbacks, resendToken, verifyCallback } from '../../shared/webhooks/callbacks.ts';
import { parseXmlRequest, xmlResponse } from '../../shared/webhooks/xml.ts';
import { xml, xmlIn, xmlNamespace } from '../../shared/webhooks/xml-http.ts';
import type { Principal } from '../../shared/auth/principal.ts';
import { badRequest } from '../../shared/errors.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

type Method = (principal: Principal, fields: Record<string, string>) => Promise<Record<string, unknown>>;

/** The xml-in methods (contract section 7), by name lower-cased with `/` read as `.`. */
const methods: Record<string, Method> = {
  'callback.create': async (p, f) => {
    const c = await createCallback(p, f.event, f.uri);
    return { callback_id: c.callbackId, secret: c.secret };
  },
  'callback.verify': async (p, f) => (await verifyCallback(p, f.callback_id, f.verifier), {}),
  'callback.resendtoken': async (p, f) => (await resendToken(p, f.callback_id), {}),
  'callback.delete': async (p, f) => (await deleteCallback(p, f.callback_id), {}),
  'callback.list': async (p, f) => {
    const page = await listCallbacks(p, f);
    return {
      callbacks: {
        '@page': page.page,
        '@per_page': page.perPage,
        '@pages': page.pages,
        '@total': page.total,
        callback: page.callbacks.map((c) => ({ callback_id: c.callbackId, event: c.event, uri: c.uri, verified: c.verified ? 1 : 0 })),
      },
    };
  },
  'delivery.list': async (p, f) => {
    const page = await deliveryHistory(p, f);
    return {
      deliveries: {
        '@per_page': page.perPage,
        ...(page.next ? { '@next_cursor': page.next } : {}),
        delivery: page.deliveries.map((d) => ({
          delivery_id: deliveryId(d),
          name: d.name,
          object_id: d.objectId,
          status: d.status,
          created: new Date(d.eventAt).toISOString(),
          attempt: d.attempts.map((a) => ({ '@at': new Date(a.at).toISOString(), '@ms': a.ms, ...(a.status !== undefined ? { '@status': a.status } : {}), ...(a.error ? { '@error': a.error } : {}) })),
        })),
      },
    };
  },
  'delivery.replay': async (p, f) => (await replayDelivery(p, f), {}),
};

export const handler = apiHandler('callbacks.xml-in', async ({ principal, body, event }) => {
  const request = parseXmlRequest(String(body ?? ''));
  const method = methods[request.method.toLowerCase().replace('/', '.')];
  if (!method) throw badRequest(`Unknown method "${request.method}".`, [{ field: 'method', message: 'is not an xml-in method' }]);
  return xml(xmlResponse(xmlNamespace(event), 'ok', await method(principal, request.fields)));
}, xmlIn);
