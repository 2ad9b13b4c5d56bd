import type { Document } from '../documents/model.ts';
import type { DocumentWrite } from '../documents/port.ts';
import { isIssued } from '../documents/settlement.ts';
import type { Payment } from '../payments/model.ts';
import { digestOf } from './chain.ts';
import type { JournalEvent } from './model.ts';

/**
 * What an issued document states and keeps: everything but what the service moves on after the
 * issue (its Status, reminders, the page's first view, the lifecycle, payments and credits,
 * which have entries of their own). An edit of any of it behind the API changes the Digest.
 */
export function documentContent(doc: Document): unknown {
  const { Status: _s, Reminders: _r, LastReminder: _l, ViewedAt: _v, Lifecycle: _c, ...General } = doc.General;
  return {
    Type: doc.type,
    General,
    Client: doc.Client,
    Items: doc.Items,
    Comments: doc.Comments,
    Delivery: doc.Delivery,
    // The parties it states (docs/api.md §20); absent on documents issued before they were kept.
    ...(doc.issuedWith ? { IssuedWith: doc.issuedWith } : {}),
  };
}

/** The object a document's entries are about; numbered at issue, with its place in the series (docs/api.md §22). */
export const documentObject = (doc: Pick<Document, 'type' | 'General' | 'seriesSeq'>) => ({
  Type: doc.type,
  Number: doc.General.Number,
  ...(doc.seriesSeq !== undefined ? { Series: doc.seriesSeq } : {}),
});

/** What a payment states: everything but where it is filed and who last wrote it. */
export function paymentContent(p: Payment): unknown {
  const { folder: _f, version: _v, updatedBy: _u, ...content } = p;
  return content;
}

/**
 * The provable events of a write of documents (docs/api.md §22): an invoice or credit note
 * issued, an invoice cancelled, a new lifecycle status. Drafts and estimates make none.
 */
export function documentEvents(writes: DocumentWrite[]): JournalEvent[] {
  return writes.flatMap(({ before, after }): JournalEvent[] => {
    if (!isIssued(after)) return [];
    const object = documentObject(after);
    const digest = digestOf(documentContent(after));
    const events: JournalEvent[] = [];
    if (!before || !isIssued(before))
      events.push({ kind: `${after.type as 'invoice' | 'creditnote'}.issued`, object, digest });
    if (after.cancelled && !before?.cancelled) events.push({ kind: 'invoice.cancelled', object, digest });
    const count = after.lifecycleCount ?? 0;
    if (count > (before?.lifecycleCount ?? 0) && after.General.Lifecycle)
      events.push({
        kind: `lifecycle.${after.General.Lifecycle}`,
        object: { ...object, Status: after.General.Lifecycle, Count: count },
        digest: digestOf({ ...object, Lifecycle: after.General.Lifecycle, Count: count }),
      });
    return events;
  });
}

/** A payment recorded, or deleted (reversed). */
export const paymentEvent = (kind: 'payment.recorded' | 'payment.deleted', p: Payment): JournalEvent => ({
  kind,
  object: { Type: 'payment', PaymentId: p.paymentId, Invoice: p.invoice },
  digest: digestOf(paymentContent(p)),
});
