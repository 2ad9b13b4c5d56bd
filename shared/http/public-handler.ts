import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type OperationName, operation } from '../operations.ts';
import type { Answer } from './answers.ts';
import { type ApiContext, type ErrorRenderer, errorAnswers, signingKeyLoaded } from './middleware.ts';
import { withRequestLog } from './request-log.ts';

/**
 * The Lambda handler of an operation open to anyone (`access: 'public'`): no credential, no
 * account; failures become answers in the one middleware, as JSON or as the renderer says (HTML
 * for the document page).
 */
export function publicHandler(
  name: OperationName,
  run: (event: APIGatewayProxyEventV2) => Promise<Answer>,
  renderError?: ErrorRenderer,
) {
  const op = operation(name);
  if (op.access !== 'public') throw new Error(`${name} needs a credential: use apiHandler`);
  const handler = middy<APIGatewayProxyEventV2, Answer, Error, ApiContext>().use(errorAnswers(op, renderError));
  if (op.usesSigningKey) handler.use(signingKeyLoaded());
  return withRequestLog(
    op,
    handler.handler((event) => run(event)),
  );
}
