import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { log } from '../kernel/log.ts';
import { type Operation, routeKeyOf } from '../kernel/operation.ts';
import type { Answer } from './answers.ts';

/** A Lambda handler of the API; middy's takes a third argument, which Lambda never passes. */
/** What the request line says. */
export interface RequestLine {
  operation: string;
  route: string;
  status: number;
  latencyMs: number;
  accountId?: string;
  requestId?: string;
}

type Handler<C extends Context> = (event: APIGatewayProxyEventV2, context: C, ...rest: never[]) => Promise<Answer>;

/**
 * One JSON line per request, whatever its outcome: the route (its template, never the raw path,
 * which may hold a share token), the status, the time taken and the caller's account. The
 * access logs of API Gateway have no account; this line does, so Logs Insights finds the
 * account behind a slow route or a burst of 4xx.
 */
export function withRequestLog<C extends Context>(
  op: Operation,
  handler: Handler<C>,
  write: (fields: RequestLine) => void = (fields) => log.info('request', { ...fields }),
): (event: APIGatewayProxyEventV2, context: C) => Promise<Answer> {
  return async (event, context) => {
    const started = performance.now();
    let answer: Answer | undefined;
    try {
      answer = await handler(event, context);
      return answer;
    } finally {
      const principal = (context as { principal?: { accountId: string } }).principal;
      write({
        operation: op.name,
        route: routeKeyOf(op),
        status: answer?.statusCode ?? 500,
        latencyMs: Math.round(performance.now() - started),
        ...(principal ? { accountId: principal.accountId } : {}),
        requestId: event.requestContext?.requestId,
      });
    }
  };
}
