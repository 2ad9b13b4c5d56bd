import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../access/principal.ts';
import { installDynamoPorts } from '../adapters/dynamodb/ports.ts';
import { type OperationName, operation, takesIdempotencyKey } from '../operations.ts';
import type { Answer } from './answers.ts';
import { idempotency } from './idempotency.ts';
import {
  type ApiContext,
  authenticate,
  type ErrorRenderer,
  errorAnswers,
  jsonBody,
  type Middleware,
  signingKeyLoaded,
  throttle,
} from './middleware.ts';
import { withRequestLog } from './request-log.ts';

/** What a handler works with: the caller, the parsed inputs, and the raw event for the rest. */
export interface ApiRequest {
  principal: Principal;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  event: APIGatewayProxyEventV2;
}

/** For an operation whose body is not JSON (xml-in): how to read it, and how to answer failures. */
export interface BodyAdapter {
  readBody: Middleware;
  renderError: ErrorRenderer;
}

// The composition root of every API function: storage on DynamoDB (a function that queues or mails adds its port).
installDynamoPorts();

/**
 * An operation's Lambda handler: `run` wrapped in the middleware every operation shares: errors
 * become answers, the caller is authenticated against the operation's access rule, and a JSON
 * body is read when the operation takes one; a POST or PUT honours `Idempotency-Key`.
 */
export function apiHandler(name: OperationName, run: (request: ApiRequest) => Promise<Answer>, adapter?: BodyAdapter) {
  const op = operation(name);
  if (op.body === 'xml' && !adapter) throw new Error(`${name} takes XML: give apiHandler its body adapter`);
  const handler = middy<APIGatewayProxyEventV2, Answer, Error, ApiContext>()
    .use(errorAnswers(op, adapter?.renderError))
    .use(authenticate(op))
    .use(throttle());
  if (op.usesSigningKey) handler.use(signingKeyLoaded());
  if (takesIdempotencyKey(op)) handler.use(idempotency());
  if (adapter) handler.use(adapter.readBody);
  else if (op.body !== 'none') handler.use(jsonBody(op.body === 'optional-json'));
  const answered = handler.handler(async (event, context) =>
    run({
      principal: context.principal,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      query: (event.queryStringParameters ?? {}) as Record<string, string>,
      body: context.body,
      event,
    }),
  );
  return withRequestLog(op, answered);
}
