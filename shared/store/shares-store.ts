import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '../documents/model.ts';
import type { SharesPort } from '../ports.ts';
import type { ShareLink } from '../sharing/model.ts';
import { historyPut } from './documents-store.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { queryPage } from './query.ts';
import { tableDesign } from './table-design.ts';
import { transact } from './transactions.ts';

const removedAfter = (link: ShareLink) => ({ [tableDesign.timeToLiveAttribute]: Math.ceil(link.expiresAt / 1000) });
const fromItem = (item: Record<string, unknown>): ShareLink => item.link as ShareLink;
/** Pairs of links deleted per transaction: two items each, within DynamoDB's 100. */
const REVOKED_PER_WRITE = 50;

/**
 * Share links in DynamoDB: two items per link, written and deleted together. The token's item
 * is the page's GetItem; the document's item lets unshare find every link with one Query.
 * Both carry the TTL, so expired links leave the table by themselves.
 */
export const sharesStore: SharesPort = {
  async create(link: ShareLink, history: HistoryEntry): Promise<void> {
    await transact([
      {
        Put: {
          TableName: table(),
          Item: { ...keys.shareToken(link.tokenHash), kind: 'share', link, ...removedAfter(link) },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: table(),
          Item: {
            ...keys.documentShare(link.accountId, link.type, link.number, link.tokenHash),
            kind: 'share-of-document',
            link,
            ...removedAfter(link),
          },
        },
      },
      historyPut(history),
    ]);
  },

  async find(tokenHash: string): Promise<ShareLink | undefined> {
    const out = await db().send(new GetCommand({ TableName: table(), Key: keys.shareToken(tokenHash) }));
    return out.Item?.kind === 'share' ? fromItem(out.Item) : undefined;
  },

  async ofDocument(accountId: string, type: string, number: string): Promise<ShareLink[]> {
    const links: ShareLink[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await queryPage(
        {
          partition: { attribute: 'PK', value: keys.account(accountId).PK },
          sort: { attribute: 'SK', prefix: keys.documentSharePrefix(type, number) },
          filters: [],
          limit: 100,
          start,
          ascending: true,
        },
        fromItem,
      );
      links.push(...page.items);
      start = page.next;
    } while (start);
    return links;
  },

  async revoke(links: ShareLink[]): Promise<void> {
    for (let i = 0; i < links.length; i += REVOKED_PER_WRITE) {
      await transact(
        links.slice(i, i + REVOKED_PER_WRITE).flatMap((link) => [
          { Delete: { TableName: table(), Key: keys.shareToken(link.tokenHash) } },
          {
            Delete: {
              TableName: table(),
              Key: keys.documentShare(link.accountId, link.type, link.number, link.tokenHash),
            },
          },
        ]),
      );
    }
  },
};
