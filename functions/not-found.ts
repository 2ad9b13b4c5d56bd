import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type Answer, errorAnswer } from '../shared/http/answers.ts';
import { methodNotAllowed, notFound } from '../shared/kernel/errors.ts';
import { methodsAt } from '../shared/kernel/operation.ts';
import { operations } from '../shared/operations.ts';

/**
 * API Gateway's `$default` route: a request no operation answers gets the JSON error shape (API
 * Gateway's own is `{"message":"Not Found"}`), as the local gateway answers it: 405 with `Allow`
 * for a path that some operation answers with another method, else 404.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<Answer> => {
  const method = event.requestContext?.http?.method ?? '';
  const path = event.rawPath ?? '';
  const allowed = methodsAt(path, operations);
  if (!allowed.length) return errorAnswer(notFound(`An operation answering ${method} ${path}`.trim()));
  const answer = errorAnswer(methodNotAllowed(`${path} answers ${allowed.join(', ')}, not ${method}.`));
  return { ...answer, headers: { ...answer.headers, allow: allowed.join(', ') } };
};
