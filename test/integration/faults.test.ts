import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../shared/adapters/dynamodb/dynamo.ts';
import { newAccount, useApi } from '../support/api.ts';

/**
 * Faults injected at the SDK boundary: DynamoDB throttling and timeouts. A passing fault is
 * retried by the SDK; a lasting one is a clean 503 (a timeout of a change: 504 outcome_unknown) with nothing half-written.
 */
const api = useApi();
let fault: ((command: string) => Error | undefined) | undefined;
const MIDDLEWARE = 'injectFault';

const throttled = () =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
    name: 'ProvisionedThroughputExceededException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
  });
const timedOut = () => Object.assign(new Error('socket hang up'), { name: 'TimeoutError', $metadata: {} });

// Below the SDK's retry layer (deserialize step), as a throttled or timed-out call would fail.
db().middlewareStack.add(
  (next, context) => async (args) => {
    const error = fault?.(String(context.commandName));
    if (error) throw error;
    return next(args);
  },
  { step: 'deserialize', name: MIDDLEWARE },
);

afterEach(() => {
  fault = undefined;
});

describe('faults at the DynamoDB boundary', () => {
  it('retries a passing throttle: the request succeeds', async () => {
    const { token } = await newAccount('Faults');
    let failures = 2;
    fault = (command) => (command === 'TransactWriteItemsCommand' && failures-- > 0 ? throttled() : undefined);
    const res = await api.call('POST', '/api/client/create', {
      token,
      json: { Reference: 'RETRIED', Company: { CompanyName: 'Retried' } },
    });
    expect(res.status, res.text).toBe(200);
    expect(failures).toBeLessThan(1);
    fault = undefined;
    expect(
      (await api.call('GET', '/api/Clients.svc/list', { token })).json.map((c: { Reference: string }) => c.Reference),
    ).toEqual(['RETRIED']);
  });

  it('answers a lasting throttle with a clean 503, a timeout with 504 outcome_unknown, and writes nothing by halves', async () => {
    const { token } = await newAccount('Faults');
    // A throttled write was refused: 503, try again. A timed-out one may have been made (here the
    // fault came before the table, so it was not): 504, read before retrying.
    const expected = [
      { status: 503, code: 'service_unavailable' },
      { status: 504, code: 'outcome_unknown' },
    ];
    for (const [i, make] of [throttled, timedOut].entries()) {
      // An invoice Number is never used twice, even after a delete: each round takes its own.
      const number = `HALF-${i}`;
      fault = (command) =>
        command === 'TransactWriteItemsCommand' || command === 'PutItemCommand' ? make() : undefined;
      const client = await api.call('POST', '/api/client/create', {
        token,
        json: { Reference: 'HALF', Company: { CompanyName: 'Half' } },
      });
      expect(client.status, client.text).toBe(expected[i]!.status);
      expect(client.json.error.code).toBe(expected[i]!.code);
      const invoice = await api.call('POST', '/api/document.svc/create/invoice', {
        token,
        json: { General: { Number: number }, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
      });
      expect(invoice.status).toBe(expected[i]!.status);
      fault = undefined;
      expect((await api.call('GET', '/api/Clients.svc/list', { token })).json).toEqual([]);
      expect((await api.call('GET', `/api/document.svc/get/invoice/${number}`, { token })).status).toBe(404);
      // Nothing was claimed either: the Reference and the Number are free.
      expect(
        (
          await api.call('POST', '/api/client/create', {
            token,
            json: { Reference: 'HALF', Company: { CompanyName: 'Half' } },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api.call('POST', '/api/document.svc/create/invoice', {
            token,
            json: { General: { Number: number }, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
          })
        ).status,
      ).toBe(200);
      await api.call('DELETE', `/api/document.svc/delete/invoice/${number}`, { token });
      const [c] = (await api.call('GET', '/api/Clients.svc/list', { token })).json;
      await api.call('DELETE', `/api/client/delete/${c.client_id}`, { token });
    }
  });

  it('answers a throttled read with 503, never 500', async () => {
    const { token } = await newAccount('Faults');
    fault = (command) => (command === 'GetItemCommand' ? throttled() : undefined);
    const res = await api.call('GET', '/api/client/get/1', { token });
    expect(res.status).toBe(503);
  });
});
