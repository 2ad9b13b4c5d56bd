import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { inRequestScope } from '../kernel/request-scope.ts';
import type { Answer } from './answers.ts';
import { type ApiContext, errorAnswers, signingKeyLoaded } from './middleware.ts';
import type { PublicOperation } from './operation.ts';
import { withRequestLog } from './request-log.ts';

/**
 * The Lambda handler of an operation open to anyone (`access: 'public'`): no credential, no
 * account; failures become answers in the one middleware, as JSON or as the operation's
 * `renderError` says (HTML for the document page). Its work runs in a request's scope, with no
 * claim and no deadline of its own: what a request reads once (the account item) it reads once.
 */
export function publicHandler<D>(op: PublicOperation<D>, deps: NoInfer<D>) {
  if (op.access !== 'public') throw new Error(`${op.name} needs a credential: use apiHandler`);
  const handler = middy<APIGatewayProxyEventV2, Answer, Error, ApiContext>().use(errorAnswers(op, op.renderError));
  if (op.usesSigningKey) handler.use(signingKeyLoaded());
  return withRequestLog(
    op,
    handler.handler((event) => inRequestScope({}, () => op.run(event, deps))),
  );
}
