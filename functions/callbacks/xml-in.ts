import type { Principal } from '../../shared/access/principal.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { usePorts } from '../../shared/features/ports.ts';
import {
  createCallback,
  deleteCallback,
  listCallbacks,
  resendToken,
  verifyCallback,
} from '../../shared/features/webhooks/callbacks.ts';
import { deliveryHistory, deliveryId, replayDelivery } from '../../shared/features/webhooks/history.ts';
import { parseXmlRequest, xmlResponse } from '../../shared/features/webhooks/xml.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { xml, xmlIn, xmlNamespace } from '../../shared/http/xml-in.ts';
import { badRequest } from '../../shared/kernel/errors.ts';
import { requireWellFormed } from '../../shared/kernel/validation.ts';

// This operation queues deliveries besides storage.
usePorts({ queue: sqsQueue });

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
const methods = new Map<string, Method>(
  Object.entries({
    'callback.create': async (p, f) => {
      const c = await createCallback(p, f.event, f.uri);
      return { callback_id: c.callbackId, secret: c.secret };
    },
    'callback.verify': okAfter((p, f) => verifyCallback(p, f.callback_id, f.verifier)),
    'callback.resendtoken': okAfter((p, f) => resendToken(p, f.callback_id)),
    'callback.delete': okAfter((p, f) => deleteCallback(p, f.callback_id)),
    'callback.list': async (p, f) => {
      const page = await listCallbacks(p, f);
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
    'delivery.replay': okAfter(replayDelivery),
  } satisfies Record<string, Method>),
);

export const handler = apiHandler(
  'callbacks.xml-in',
  async ({ principal, body, event }) => {
    const request = parseXmlRequest(String(body ?? ''));
    requireWellFormed(request, 'The request');
    const method = methods.get(request.method.toLowerCase().replace('/', '.'));
    if (!method)
      throw badRequest(`Unknown method "${request.method}".`, [
        { field: 'method', message: 'is not an xml-in method' },
      ]);
    return xml(xmlResponse(xmlNamespace(event), 'ok', await method(principal, request.fields)));
  },
  xmlIn,
);
