import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Stores } from '../features/ports.ts';
import { takesIdempotencyKey } from '../kernel/operation.ts';
import { inRequestScope } from '../kernel/request-scope.ts';
import type { Answer } from './answers.ts';
import {
  type ApiContext,
  authenticate,
  errorAnswers,
  jsonBody,
  type Middleware,
  signingKeyLoaded,
  throttle,
} from './middleware.ts';
import type { ApiOperation } from './operation.ts';
import { withRequestLog } from './request-log.ts';

/**
 * How long before the function's timeout it answers by itself (a change: 504 `outcome_unknown`, a
 * read: 503) and its work still running stops at its next call to the table: time for the answer,
 * the kept answer's record to be freed and the log line, before Lambda would end it unanswered.
 */
export const DEADLINE_MARGIN_MS = 1000;

/** What the middleware itself needs besides the operation's own ports: callers and their allowances. */
export type ApiPorts = Pick<Stores, 'accounts' | 'limits'>;

/**
 * An operation's Lambda handler: its `run` wrapped in the middleware every operation shares:
 * errors become answers, the caller is authenticated against the operation's access rule, and a
 * JSON body is read when the operation takes one. The function's composition root hands over the
 * ports: what `run` needs, and what the middleware does. A POST or PUT honours `Idempotency-Key`
 * with the middleware `idempotent` makes: its handler is changeHandler's (shared/http/change-handler.ts).
 */
export function apiHandler<D>(
  op: ApiOperation<D>,
  deps: NoInfer<D> & ApiPorts,
  idempotent?: (op: ApiOperation<D>) => Middleware,
) {
  if (op.access === 'public') throw new Error(`${op.name} is public: use publicHandler`);
  if ((op.body === 'xml' || op.body === 'file') && !op.bodyAdapter)
    throw new Error(`${op.name} takes ${op.body}: declare its body adapter`);
  const handler = middy<APIGatewayProxyEventV2, Answer, Error, ApiContext>({ timeoutEarlyInMillis: DEADLINE_MARGIN_MS })
    .use(errorAnswers(op, op.bodyAdapter?.renderError))
    .use(authenticate(deps, op))
    .use(throttle(deps));
  if (op.usesSigningKey) handler.use(signingKeyLoaded());
  if (takesIdempotencyKey(op)) {
    if (!idempotent) throw new Error(`${op.name} takes Idempotency-Key: use changeHandler`);
    handler.use(idempotent(op));
  }
  if (op.bodyAdapter) handler.use(op.bodyAdapter.readBody);
  else if (op.body !== 'none') handler.use(jsonBody(op.body === 'optional-json'));
  const answered = handler.handler(async (event, context) => {
    // The request's own deadline: middy's signal is one for the whole module (every handler of a
    // process, as the local runtime runs them), aborted by whichever request times out first.
    const deadline = new AbortController();
    const remaining = context.getRemainingTimeInMillis?.();
    const timer =
      remaining === undefined
        ? undefined
        : setTimeout(() => deadline.abort(), Math.max(0, remaining - DEADLINE_MARGIN_MS));
    try {
      return await inRequestScope({ signal: deadline.signal, ...(context.claim ? { claim: context.claim } : {}) }, () =>
        op.run(
          {
            principal: context.principal,
            params: (event.pathParameters ?? {}) as Record<string, string>,
            query: (event.queryStringParameters ?? {}) as Record<string, string>,
            body: context.body,
            event,
          },
          deps,
        ),
      );
    } finally {
      clearTimeout(timer);
    }
  });
  return withRequestLog(op, answered);
}
