import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.ts';
import { operation, type OperationName } from '../operations.ts';
import type { Answer } from './answers.ts';
import { authenticate, errorAnswers, jsonBody, xmlBody, type ApiContext } from './middleware.ts';

/** What a handler works with: the caller, the parsed inputs, and the raw event for the rest. */
export interface ApiRequest {
  principal: Principal;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  event: APIGatewayProxyEventV2;
}

/**
 * Wraps an operation's handler in the middleware every operation shares: errors become
 * answers, the caller is authenticated against the operation's access rule, and a JSON
 * body is read when the operation takes one.
 */
export function apiHandler(name: OperationName, run: (request: ApiRequest) => Promise<Answer>) {
  const op = operation(name);
  const handler = middy<APIGatewayProxyEventV2, Answer, Error, ApiContext>()
    .use(errorAnswers(op))
    .use(authenticate(op));
  if (op.body === 'xml') handler.use(xmlBody());
  else if (op.body !== 'none') handler.use(jsonBody(op.body === 'optional-json'));
  return handler.handler(async (event, context) =>
    run({
      principal: context.principal,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      query: (event.queryStringParameters ?? {}) as Record<string, string>,
      body: context.body,
      event,
    }),
  );
}
