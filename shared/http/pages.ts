import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { encodeCursor, type Page } from '../pagination.ts';
import { type Answer, json } from './answers.ts';

/**
 * A list answer: the JSON array, and when more may follow, `X-Next-Cursor` and a `Link`
 * to the next page (the same query with the new cursor).
 */
export function pageAnswer<T>(event: APIGatewayProxyEventV2, accountId: string, list: string, page: Page<T>): Answer {
  if (!page.next) return json(page.items);
  const cursor = encodeCursor(accountId, list, page.next);
  const query = new URLSearchParams(event.rawQueryString ?? '');
  query.set('cursor', cursor);
  const headers = event.headers ?? {};
  const proto = headers['x-forwarded-proto'] ?? 'https';
  const host = headers.host ?? event.requestContext.domainName;
  const url = `${proto}://${host}${event.rawPath}?${query.toString()}`;
  return json(page.items, { link: `<${url}>; rel="next"`, 'x-next-cursor': cursor });
}
