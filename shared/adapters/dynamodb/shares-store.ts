import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '../../features/documents/model.ts';
import type { ShareLink } from '../../features/sharing/model.ts';
import type { SharesPort } from '../../features/sharing/port.ts';
import { historyPut } from './document-writes.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { queryAllUnder } from './query.ts';
import { tableDesign } from './table-design.ts';
import { transact } from './transactions.ts';

const removedAfter = (link: ShareLink) => ({ [tableDesign.timeToLiveAttribute]: Math.ceil(link.expiresAt / 1000) });
const fromItem = (item: Record<string, unknown>): ShareLink => item.link as ShareLink;
/** Links deleted per transaction: three items each (the link, its document's copy, that copy's old key), within DynamoDB's 100. */
const REVOKED_PER_WRITE = 33;

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
    const partition = keys.account(accountId).PK;
    const [legacy, current] = await Promise.all([
      queryAllUnder(partition, keys.legacyDocumentSharePrefix(type, number), fromItem, 100),
      queryAllUnder(partition, keys.documentSharePrefix(type, number), fromItem, 100),
    ]);
    // The old prefix also held the links of Numbers that start with this one and a `#`.
    return [...legacy.filter((link) => link.type === type && link.number === number), ...current];
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
          // Under the key it had before Numbers were delimited, if that is where it is (a missing item deletes as nothing).
          {
            Delete: {
              TableName: table(),
              Key: keys.legacyDocumentShare(link.accountId, link.type, link.number, link.tokenHash),
            },
          },
        ]),
      );
    }
  },
};
