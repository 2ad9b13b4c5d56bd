import type { Principal } from '../../../access/principal.ts';
import { apiOperation } from '../../../http/operation.ts';
import { xml, xmlIn, xmlNamespace } from '../../../http/xml-in.ts';
import { invalid } from '../../../kernel/errors.ts';
import { write } from '../../../kernel/operation.ts';
import { requireWellFormed } from '../../../kernel/validation.ts';
import type { Receivers, StoresAndQueue } from '../../ports.ts';
import { createCallback, deleteCallback, listCallbacks, resendToken, verifyCallback } from '../callbacks.ts';
import { deliveryHistory, deliveryId, replayDelivery } from '../history.ts';
import { parseXmlRequest, xmlResponse } from '../xml.ts';

type Method = (principal: Principal, fields: Record<string, string>) => Promise<Record<string, unknown>>;

/** A method that answers nothing but `ok`. */
const okAfter =
  (run: (principal: Principal, fields: Record<string, string>) => Promise<unknown>): Method =>
  async (principal, fields) => {
    await run(principal, fields);
    return {};
  };

/**
 * The xml-in methods (docs/api.md §7), by name lower-cased with `/` read as `.`. A Map, not
 * an object: a name such as `constructor` or `__proto__` must find nothing.
 */
const methodsOn = (deps: StoresAndQueue<'callbacks' | 'deliveries' | 'sequences'> & Receivers) =>
  new Map<string, Method>(
    Object.entries({
      'callback.create': async (p, f) => {
        const c = await createCallback(deps, p, f.event, f.uri);
        return { callback_id: c.callbackId, secret: c.secret };
      },
      'callback.verify': okAfter((p, f) => verifyCallback(deps, p, f.callback_id, f.verifier)),
      'callback.resendtoken': okAfter((p, f) => resendToken(deps, p, f.callback_id)),
      'callback.delete': okAfter((p, f) => deleteCallback(deps, p, f.callback_id)),
      'callback.list': async (p, f) => {
        const page = await listCallbacks(deps, p, f);
        return {
          callbacks: {
            '@page': page.page,
            '@per_page': page.perPage,
            '@pages': page.pages,
            '@total': page.total,
            callback: page.callbacks.map((c) => ({
              callback_id: c.callbackId,
              event: c.event,
              uri: c.uri,
              verified: c.verified ? 1 : 0,
            })),
          },
        };
      },
      'delivery.list': async (p, f) => {
        const page = await deliveryHistory(deps, p, f);
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
              attempt: d.attempts.map((a) => ({
                '@at': new Date(a.at).toISOString(),
                '@ms': a.ms,
                ...(a.status !== undefined ? { '@status': a.status } : {}),
                ...(a.error ? { '@error': a.error } : {}),
              })),
            })),
          },
        };
      },
      'delivery.replay': okAfter((p, f) => replayDelivery(deps, p, f)),
    } satisfies Record<string, Method>),
  );

/** The xml-in methods: callbacks and deliveries. */
export const callbacksXmlIn = apiOperation({
  name: 'callbacks.xml-in',
  method: 'POST',
  path: '/api/2.1/xml-in',
  handler: 'functions/webhooks/xml-in.ts',
  access: 'owner',
  body: 'xml',
  usesSigningKey: true,
  table: write,
  sendsTo: ['deliveries'],
  summary: 'The xml-in methods: callbacks and deliveries',
  tag: 'Webhooks',
  success: { kind: 'xml' },
  errors: [404, 409, 413, 415],
  bodyAdapter: xmlIn,
  run: async (
    { principal, body, event },
    deps: StoresAndQueue<'callbacks' | 'deliveries' | 'sequences'> & Receivers,
  ) => {
    const request = parseXmlRequest(String(body ?? ''));
    requireWellFormed(request, 'The request');
    const method = methodsOn(deps).get(request.method.toLowerCase().replace('/', '.'));
    if (!method)
      throw invalid(`Unknown method "${request.method}".`, [{ field: 'method', message: 'is not an xml-in method' }]);
    return xml(xmlResponse(xmlNamespace(event), 'ok', await method(principal, request.fields)));
  },
});
