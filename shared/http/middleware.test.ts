import { describe, expect, it } from 'vitest';
import { operation } from '../operations.ts';
import { errorAnswers } from './middleware.ts';

/** What the failure-mapping middleware answers for `error` on the operation `name`. */
async function answerTo(name: Parameters<typeof operation>[0], error: Error) {
  const request = {
    error,
    event: { headers: {}, requestContext: { http: { method: operation(name).method } } },
    context: { awsRequestId: 'test' },
    response: undefined as { statusCode: number; body: string } | undefined,
  };
  await errorAnswers(operation(name)).onError!(request as never);
  return { status: request.response!.statusCode, code: JSON.parse(request.response!.body).error.code as string };
}

const named = (name: string) => Object.assign(new Error(`${name}!`), { name });

describe('a store that does not answer in time', () => {
  it('makes a change answer 504 outcome_unknown: the write may have been made', async () => {
    expect(await answerTo('clients.create', named('TimeoutError'))).toEqual({ status: 504, code: 'outcome_unknown' });
    expect(await answerTo('documents.send', named('RequestTimeout'))).toEqual({ status: 504, code: 'outcome_unknown' });
    // A delete is a change too; and so is a change cut by the function's own deadline (middy's TimeoutError).
    expect(await answerTo('clients.delete', named('TimeoutError'))).toEqual({ status: 504, code: 'outcome_unknown' });
  });

  it('makes a read answer 503: nothing was changed, it may simply be asked again', async () => {
    expect(await answerTo('clients.get', named('TimeoutError'))).toEqual({ status: 503, code: 'service_unavailable' });
  });

  it('takes a service it could not reach, or one that failed on its side, as a timeout: 504 for a change, 503 for a read', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4566'), { code: 'ECONNREFUSED' });
    const failed = Object.assign(named('ServiceUnavailable'), { $fault: 'server' });
    expect(await answerTo('bank.import', refused)).toEqual({ status: 504, code: 'outcome_unknown' });
    expect(await answerTo('documents.transmit', failed)).toEqual({ status: 504, code: 'outcome_unknown' });
    expect(await answerTo('clients.get', refused)).toEqual({ status: 503, code: 'service_unavailable' });
    expect(await answerTo('clients.get', failed)).toEqual({ status: 503, code: 'service_unavailable' });
    // A fault of the caller's making (the SDK's client fault) is not the service's outage: still a bare 500.
    const ours = Object.assign(named('ValidationException'), { $fault: 'client' });
    expect(await answerTo('clients.get', ours)).toEqual({ status: 500, code: 'internal_error' });
  });

  it('tells throttling (nothing written) from a timeout: 503 for a change too', async () => {
    expect(await answerTo('clients.create', named('ThrottlingException'))).toEqual({
      status: 503,
      code: 'service_unavailable',
    });
    expect(await answerTo('clients.create', named('ProvisionedThroughputExceededException'))).toEqual({
      status: 503,
      code: 'service_unavailable',
    });
  });
});
