import { requireDocumentTab } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { conflict, notFound, refused } from '../../kernel/errors.ts';
import { type Decimal, decimal } from '../../kernel/money.ts';
import { retryContended } from '../../kernel/optimistic.ts';
import { accountClock } from '../clock/service.ts';
import type { Stores } from '../ports.ts';
import { creditOf } from './credit-notes.ts';
import { historyEntry, statusChange } from './history.ts';
import { numberedForIssue, requireIssuable, withMissing } from './issuing.ts';
import type { Document, Item } from './model.ts';
import { numberTakenOnce } from './new-numbers.ts';
import { newDocument, withClientDefaults } from './rules.ts';
import { getDocument } from './service.ts';
import { shownStatus, statusFromMoney } from './settlement.ts';
import { returnedAfter } from './stock-lines.ts';
import { computeTotals } from './totals.ts';

/** The next version of a document, written by `principal`. */
const next = (principal: Principal, before: Document, after: Document): Document => ({
  ...after,
  version: before.version + 1,
  updatedBy: principal.userId,
});

/** The invoice with a credit note counted, its Status set from its money. */
export function credited(principal: Principal, invoice: Document, note: Document, cancel = false): Document {
  const after: Document = {
    ...invoice,
    credits: [...(invoice.credits ?? []), creditOf(note)],
    ...(cancel ? { cancelled: true } : {}),
    stockReturned: returnedAfter(invoice, note, cancel),
  };
  return next(principal, invoice, { ...after, General: { ...after.General, Status: statusFromMoney(after) } });
}

/** What counting `note` in `invoice` would do: the invoice's totals, the note's amount, and whether it overcredits. */
function creditCheck(invoice: Document, note: Document) {
  const owed = computeTotals(invoice);
  const amount = computeTotals(note).TotalNET;
  const after = owed.TotalCredited.plus(amount);
  return { owed, amount, over: !!invoice.cancelled || after.gt(owed.TotalNET) || after.lt(0) || amount.lt(0) };
}

/** Whether counting `note` in `invoice` would credit it above its TotalNET or below nothing, or the invoice is cancelled. */
export const overcredits = (invoice: Document, note: Document): boolean => creditCheck(invoice, note).over;

/** The invoice a credit note credits; it exists while the credit note does (issued invoices are never deleted). */
async function invoiceOf(deps: Pick<Stores, 'documents'>, principal: Principal, note: Document): Promise<Document> {
  const invoice = await deps.documents.get(principal.accountId, 'invoice', note.General.Invoice ?? '');
  if (!invoice) throw notFound(`The invoice ${note.General.Invoice}`);
  return invoice;
}

/**
 * A deposit invoice a final invoice deducts takes no credit note (docs/api.md §17): the final
 * charges its buyer net of the deposit, so crediting the deposit would give that back twice.
 * 409 `deposit_deducted` naming the final invoice.
 */
async function requireNotDeducted(deps: Pick<Stores, 'documents'>, invoice: Document): Promise<void> {
  if (!invoice.General.Deposit) return;
  const holder = await deps.documents.depositHolder(invoice);
  if (holder)
    throw refused(
      'deposit_deducted',
      `The deposit invoice ${invoice.General.Number} is deducted by the invoice ${holder}: credit that one, or drop the deposit from it while it is a draft.`,
      [{ field: 'General.Invoice', message: `${invoice.General.Number} is deducted by ${holder}` }],
    );
}

/**
 * Issues a draft credit note (docs/api.md §9): it becomes `sent`, fixed, and counts in its
 * invoice's TotalCredited, in one write with the invoice. A credit note that would bring the
 * credited total above the invoice's TotalNET is 409 `overcredit`; of concurrent issues, those
 * that fit succeed.
 */
export const issueCreditNote = (
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'issueRules' | 'sequences'>,
  principal: Principal,
  number: string,
): Promise<Document> =>
  retryContended(async () => {
    const note = await getDocument(deps, principal, 'creditnote', number);
    if (note.General.Status !== 'draft') throw conflict(`The credit note ${number} is issued already.`);
    const invoice = await invoiceOf(deps, principal, note);
    await requireNotDeducted(deps, invoice);
    const { owed, amount, over } = creditCheck(invoice, note);
    if (over) {
      throw refused(
        'overcredit',
        `Issuing ${number} (${amount.toString()}) would credit more than the invoice's TotalNET ${owed.TotalNET.toString()} (credited so far: ${owed.TotalCredited.toString()}).`,
      );
    }
    const record = await requireIssuable(deps, principal.accountId, note, undefined, invoice);
    const issued = next(
      principal,
      note,
      withMissing({ ...note, General: { ...note.General, Status: 'sent' } }, record),
    );
    const invoiceAfter = credited(principal, invoice, issued);
    await deps.documents.write(
      [
        { before: note, after: issued },
        { before: invoice, after: invoiceAfter },
      ],
      [
        historyEntry(principal, issued, 'status', statusChange(note, issued)),
        historyEntry(principal, invoiceAfter, 'credit', creditChanges(invoice, invoiceAfter, number, amount)),
      ],
    );
    return issued;
  });

/**
 * The invoice's `credit` history entry: the note, its amount, the Status it moved; and, its direct
 * debit being with the bank, the collection's date, since the bank still takes what the batch
 * asked (the business recalls it there, or refunds what comes in).
 */
const creditChanges = (invoice: Document, after: Document, creditnote: string, amount: Decimal) => ({
  creditnote,
  Amount: amount.toString(),
  ...statusChange(invoice, after),
  ...(shownStatus(invoice) === 'collection_pending' ? { CollectionDate: invoice.collection?.date } : {}),
});

/** The lines that credit what is not credited yet: the invoice's own, or one per VAT rate for its uncredited base. */
function uncreditedLines(invoice: Document): { Items: Item[]; GeneralDiscount: string } {
  if (!invoice.credits?.length) return { Items: invoice.Items, GeneralDiscount: invoice.General.GeneralDiscount };
  const Items = computeTotals(invoice)
    .TOTALTAX.map((t) => {
      const rate = t.VATPercentage.toString();
      const done = invoice.credits!.reduce((sum, c) => sum.plus(c.bases[rate] ?? '0'), decimal(0));
      return { rate, category: t.VATCategory, rest: t.VATBase.minus(done) };
    })
    .filter(({ rest }) => rest.gt(0))
    .map(({ rate, category, rest }, i) => ({
      Position: i + 1,
      Reference: null,
      Description: `Balance of invoice ${invoice.General.Number} at ${rate}% VAT`,
      UnitRate: rest.toString(),
      UnitType: '',
      Quantity: '1',
      Discount: '0',
      VAT: rate,
      VATCategory: category,
    }));
  return { Items, GeneralDiscount: '0' };
}

/**
 * Cancels an issued invoice (docs/api.md §9): a credit note of what is not credited yet,
 * issued at once, and the invoice `cancelled` with nothing due, in one write. A draft (delete
 * it instead) or an already cancelled invoice is 409.
 */
export const cancelInvoice = (
  deps: Pick<Stores, 'accounts' | 'documents' | 'sequences'>,
  principal: Principal,
  number: string,
): Promise<Document> => {
  const noteNumber = numberTakenOnce(deps, principal, 'creditnote');
  return noteNumber.givenBackIfRefused(() =>
    retryContended(async () => {
      requireDocumentTab(principal, 'creditnote');
      const invoice = await getDocument(deps, principal, 'invoice', number);
      if (invoice.General.Status === 'draft')
        throw conflict(`The invoice ${number} is a draft: delete it rather than cancel it.`);
      if (invoice.General.Status === 'cancelled') throw conflict(`The invoice ${number} is cancelled already.`);
      await requireNotDeducted(deps, invoice);
      const { Items, GeneralDiscount } = uncreditedLines(invoice);
      const { today } = await accountClock(deps, principal.accountId);
      const base = newDocument(principal.accountId, 'creditnote', Date.now(), principal.userId, today);
      const made: Document = {
        ...base,
        ...(invoice.clientId !== undefined ? { clientId: invoice.clientId } : {}),
        Client: invoice.Client,
        Items,
        General: {
          ...base.General,
          Number: await noteNumber.take(),
          Status: 'sent',
          Currency: invoice.General.Currency,
          GeneralDiscount,
          // The invoice as issued, whichever of its Numbers found it (docs/api.md §22).
          Description: `Cancels invoice ${invoice.General.Number}`,
          Invoice: invoice.General.Number,
        },
      };
      // A cancel is never refused for a mention its invoice lacks; it takes its place in the series all the same.
      const note = await numberedForIssue(deps, principal.accountId, made);
      const invoiceAfter = credited(principal, invoice, note, true);
      await deps.documents.write(
        [{ after: note }, { before: invoice, after: invoiceAfter }],
        [
          historyEntry(principal, note, 'create', { Invoice: invoice.General.Number }),
          historyEntry(
            principal,
            invoiceAfter,
            'credit',
            creditChanges(invoice, invoiceAfter, note.General.Number, computeTotals(note).TotalNET),
          ),
        ],
      );
      return note;
    }),
  );
};

/**
 * Makes a draft invoice of an estimate (docs/api.md §9): its client, lines, comments,
 * currency and general discount, dated today, `General.Estimate` naming the estimate; the
 * estimate becomes `accepted` and names the invoice, in the same write. A declined estimate,
 * or one invoiced already (also when two requests race), is 409.
 */
export const invoiceEstimate = (
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'sequences'>,
  principal: Principal,
  number: string,
): Promise<Document> => {
  const invoiceNumber = numberTakenOnce(deps, principal, 'invoice');
  return invoiceNumber.givenBackIfRefused(() =>
    retryContended(async () => {
      requireDocumentTab(principal, 'invoice');
      const estimate = await getDocument(deps, principal, 'estimate', number);
      if (estimate.General.Invoice)
        throw conflict(`The estimate ${number} was invoiced already (${estimate.General.Invoice}).`);
      if (estimate.General.Status === 'declined') throw conflict(`The estimate ${number} was declined.`);
      const { today } = await accountClock(deps, principal.accountId);
      const base = newDocument(principal.accountId, 'invoice', Date.now(), principal.userId, today);
      const client =
        estimate.clientId !== undefined ? await deps.clients.get(principal.accountId, estimate.clientId) : undefined;
      const made: Document = {
        ...base,
        ...(estimate.clientId !== undefined ? { clientId: estimate.clientId } : {}),
        Client: estimate.Client,
        Items: estimate.Items,
        Comments: estimate.Comments,
        General: {
          ...base.General,
          Number: await invoiceNumber.take(),
          Currency: estimate.General.Currency,
          GeneralDiscount: estimate.General.GeneralDiscount,
          Description: estimate.General.Description,
          PONumber: estimate.General.PONumber,
          Estimate: number,
        },
      };
      // The client's payment terms date it (its contact and address filled where the estimate has none).
      const invoice = withClientDefaults(made, client?.folder === 'deleted' ? undefined : client);
      const accepted = next(principal, estimate, {
        ...estimate,
        General: { ...estimate.General, Status: 'accepted', Invoice: invoice.General.Number },
      });
      await deps.documents.write(
        [{ after: invoice }, { before: estimate, after: accepted }],
        [
          historyEntry(principal, invoice, 'create', { Estimate: number }),
          historyEntry(principal, accepted, 'status', {
            ...statusChange(estimate, accepted),
            Invoice: invoice.General.Number,
          }),
        ],
      );
      return invoice;
    }),
  );
};
