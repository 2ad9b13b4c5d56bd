import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { decodeCursor, encodeCursor, listName, type Page, type StartKey } from '../kernel/pagination.ts';
import { type Answer, json } from './answers.ts';
import { baseUrlOf } from './base-url.ts';

/**
 * A list answer: the JSON array, and when more may follow, `X-Next-Cursor` and a `Link`
 * to the next page (the same query with the new cursor).
 */
export function pageAnswer<T>(event: APIGatewayProxyEventV2, accountId: string, list: string, page: Page<T>): Answer {
  if (!page.next) return json(page.items);
  const cursor = encodeCursor(accountId, list, page.next);
  const query = new URLSearchParams(event.rawQueryString ?? '');
  query.set('cursor', cursor);
  const url = `${baseUrlOf(event)}${event.rawPath}?${query.toString()}`;
  return json(page.items, { link: `<${url}>; rel="next"`, 'x-next-cursor': cursor });
}

/**
 * Answers one page of a list: the cursor decoded for this list (its kind and every filter), the
 * page read from where it points, each element presented, the next cursor bound the same way.
 */
export async function listAnswer<T, U>(
  event: APIGatewayProxyEventV2,
  accountId: string,
  list: { kind: string; query: Record<string, unknown> & { cursor?: string } },
  read: (start: StartKey | undefined) => Promise<Page<T>>,
  present: (item: T) => U,
): Promise<Answer> {
  const name = listName(list.kind, list.query);
  const page = await read(decodeCursor(accountId, name, list.query.cursor));
  return pageAnswer(event, accountId, name, { items: page.items.map(present), next: page.next });
}
