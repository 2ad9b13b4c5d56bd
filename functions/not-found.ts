import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type Answer, errorAnswer } from '../shared/http/answers.ts';
import { ROUTES } from '../shared/http/routes.ts';
import { methodNotAllowed, notFound } from '../shared/kernel/errors.ts';
import { methodsAt } from '../shared/kernel/operation.ts';

/**
 * API Gateway's `$default` route: a request no operation answers gets the JSON error shape (API
 * Gateway's own is `{"message":"Not Found"}`), as the local gateway answers it: 405 with `Allow`
 * for a path that some operation answers with another method, else 404. It reads the routes from
 * their generated list, not the declarations, so that it loads no operation's code.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<Answer> => {
  const method = event.requestContext?.http?.method ?? '';
  const path = event.rawPath ?? '';
  const allowed = methodsAt(path, ROUTES);
  if (!allowed.length) return errorAnswer(notFound(`An operation answering ${method} ${path}`.trim()));
  const answer = errorAnswer(methodNotAllowed(`${path} answers ${allowed.join(', ')}, not ${method}.`));
  return { ...answer, headers: { ...answer.headers, allow: allowed.join(', ') } };
};
