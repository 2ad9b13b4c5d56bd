import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { notFound } from '../shared/errors.ts';
import { type Answer, errorAnswer } from '../shared/http/answers.ts';

/**
 * API Gateway's `$default` route: a request no operation answers gets the contract's JSON error
 * shape (API Gateway's own is `{"message":"Not Found"}`), as the local gateway answers it.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<Answer> =>
  errorAnswer(
    notFound(`An operation answering ${event.requestContext?.http?.method ?? ''} ${event.rawPath ?? ''}`.trim()),
  );
