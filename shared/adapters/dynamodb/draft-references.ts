import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type DraftReference, draftReferences } from '../../features/documents/numbering.ts';
import type { DocumentWrite } from '../../features/documents/port.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { changed, type Guarded } from './transactions.ts';

/**
 * The items an issue numbered at issue writes to move what named the draft by its provisional
 * Number to its issued one (`draftReferences`), in the issue's own transaction. Each is read
 * first and moved only where it still names the draft (an estimate deleted since, or a recurring
 * profile that made another invoice after, is left as it is), conditional on what was read: a
 * change in between refuses the write (`changed`), which runs again from fresh reads.
 */
export async function draftReferenceItems(writes: readonly DocumentWrite[]): Promise<Guarded[]> {
  // An estimate written in the same transaction is the caller's to write (one item, one operation).
  const written = new Set(writes.map(({ after }) => `${after.type}/${after.General.Number}`));
  const references = writes.flatMap(({ before, after }) =>
    draftReferences(before, after)
      .filter((reference) => reference.kind !== 'estimate' || !written.has(`estimate/${reference.number}`))
      .map((reference) => ({ accountId: after.accountId, reference })),
  );
  const items = await Promise.all(references.map(({ accountId, reference }) => referenceItem(accountId, reference)));
  return items.flatMap((item) => (item ? [{ item, refused: changed }] : []));
}

// Where a document's item keeps the estimate's General.Invoice (documentItem), and its version.
const INVOICE_NAMED = '#record.#general.#invoice';
const NAMES = { '#record': 'record', '#general': 'General', '#invoice': 'Invoice', '#version': 'version' };

async function referenceItem(accountId: string, reference: DraftReference): Promise<Guarded['item'] | undefined> {
  const values = { ':draft': reference.draft, ':issued': reference.issued };
  if (reference.kind === 'estimate') {
    const Key = keys.document(accountId, 'estimate', reference.number);
    const { Item } = await db().send(
      new GetCommand({
        TableName: table(),
        Key,
        ConsistentRead: true,
        ProjectionExpression: `#kind, ${INVOICE_NAMED}, #version`,
        ExpressionAttributeNames: { '#kind': 'kind', ...NAMES },
      }),
    );
    const stored = Item?.record as { General?: { Invoice?: string } } | undefined;
    if (Item?.kind !== 'document' || stored?.General?.Invoice !== reference.draft) return undefined;
    // A new version of the estimate: an update made from it as read before is refused and read again.
    return {
      Update: {
        TableName: table(),
        Key,
        UpdateExpression: `SET ${INVOICE_NAMED} = :issued, #version = :next`,
        ConditionExpression: `${INVOICE_NAMED} = :draft AND #version = :version`,
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: { ...values, ':version': Item.version, ':next': Number(Item.version) + 1 },
      },
    };
  }
  const Key = keys.recurring(accountId, reference.recurringId);
  const { Item } = await db().send(
    new GetCommand({ TableName: table(), Key, ConsistentRead: true, ProjectionExpression: 'lastInvoice' }),
  );
  if (Item?.lastInvoice !== reference.draft) return undefined;
  // The profile's version stays: a run that read it before goes on, and names its own invoice.
  return {
    Update: {
      TableName: table(),
      Key,
      UpdateExpression: 'SET lastInvoice = :issued',
      ConditionExpression: 'lastInvoice = :draft',
      ExpressionAttributeValues: values,
    },
  };
}
