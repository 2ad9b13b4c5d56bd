import type { Principal } from '../../access/principal.ts';
import { addDays, FIRST_DATE } from '../../kernel/dates.ts';
import { conflict, isConflict } from '../../kernel/errors.ts';
import { minorUnit } from '../../kernel/money.ts';
import type { Client } from '../clients/model.ts';
import { accountClock } from '../clock/service.ts';
import { historyEntry } from '../documents/history.ts';
import { lateFeeWords } from '../documents/late-payment.ts';
import type { Document } from '../documents/model.ts';
import { insertNumbered } from '../documents/new-numbers.ts';
import { applyDocumentInput, newDocument, withClientDefaults } from '../documents/rules.ts';
import type { DocumentInput } from '../documents/schema.ts';
import { getDocument } from '../documents/service.ts';
import { isIssued, statusFromMoney } from '../documents/settlement.ts';
import { charged, computeTotals } from '../documents/totals.ts';
import { documentLocale } from '../documents/wording.ts';
import { partiesOf } from '../einvoice/service.ts';
import type { Stores } from '../ports.ts';
import { lateInterest, type Settlement } from './interest.ts';
import type { LateFeeInput } from './schema.ts';

/** What reduced an invoice's amount due, each from its date: its payments and its credit notes. */
const settlementsOf = (invoice: Document): Settlement[] => [
  ...(invoice.payments ?? []).map((p) => ({ date: p.date, amount: p.amount })),
  // A credit note kept before credit dates were recorded counts from the start.
  ...(invoice.credits ?? []).map((c) => ({ date: c.date ?? FIRST_DATE, amount: c.net })),
];

/** The recovery indemnity is owed by a business: a client with a company name or a VAT number. */
const isBusiness = (client: Client | undefined) =>
  !!client && (!!client.Company.CompanyName.trim() || !!client.Company.VATIntra.trim());

/**
 * Makes the late-fee invoice of an issued invoice on `Date` (docs/api.md §14): a draft to the
 * same client and currency with `General.LateFeeFor`, one line of interest computed day by day
 * (when the profile sets LatePaymentRate) and one of the recovery indemnity (when it sets
 * RecoveryIndemnity, the invoice is in the account currency and the client is a business),
 * both outside the scope of VAT (category O). Once per invoice and Date: the claim of the pair
 * is written with the new invoice, so a retry or a race makes one.
 */
export async function makeLateFee(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents' | 'sequences'>,
  principal: Principal,
  number: string,
  input: LateFeeInput,
): Promise<Document> {
  const invoice = await getDocument(deps, principal, 'invoice', number);
  // Named as issued, whichever of its Numbers found it (docs/api.md §22): the charge's lines state that one.
  const issuedNumber = invoice.General.Number;
  if (!isIssued(invoice)) throw conflict(`The invoice ${number} is a draft: nothing is late.`);
  // Cancelled (by action/cancel, or wholly credited): the buyer owes nothing, so no charge runs on it.
  if (invoice.cancelled || statusFromMoney(invoice) === 'cancelled')
    throw conflict(`The invoice ${number} is cancelled: nothing is late.`);
  const dueDate = invoice.General.DueDate;
  if (!dueDate) throw conflict(`The invoice ${number} has no DueDate: nothing is late.`);
  const { today } = await accountClock(deps, principal.accountId);
  const date = input.Date ?? today;
  const parties = await partiesOf(deps, principal, invoice);
  const { LatePaymentRate: rate, RecoveryIndemnity: indemnity } = parties.profile;
  if (!rate && !indemnity)
    throw conflict('The profile sets neither LatePaymentRate nor RecoveryIndemnity: there is nothing to charge.');
  const currency = invoice.General.Currency;
  const interest = lateInterest({
    total: charged(computeTotals(invoice)).toString(),
    settlements: settlementsOf(invoice),
    dueDate,
    date,
    rate: rate || '0',
    places: minorUnit(currency),
  });
  if (!interest.overdue) throw conflict(`Nothing of the invoice ${number} was due after its DueDate up to ${date}.`);
  const client = parties.client;
  const words = lateFeeWords(documentLocale(client?.Culture), issuedNumber);
  const line = (Description: string, UnitRate: string) => ({
    Description,
    UnitRate,
    Quantity: '1',
    VAT: '0',
    VATCategory: 'O' as const,
  });
  const items = [
    ...(rate && interest.amount.gt(0)
      ? [line(words.interest(addDays(dueDate, 1), date, interest.days, rate), interest.amount.toString())]
      : []),
    ...(indemnity && currency === parties.currency && isBusiness(client) ? [line(words.indemnity, indemnity)] : []),
  ];
  if (!items.length)
    throw conflict(`No interest accrued on the invoice ${number} up to ${date}, and no indemnity is due.`);
  const { Reference, ...named } = invoice.Client;
  const content: DocumentInput = {
    Client: { ...named, ...(Reference ? { Reference } : {}) },
    General: { Currency: currency, VATExemptionReason: words.exemption },
    Items: items,
  } as DocumentInput;
  try {
    return await insertNumbered(
      deps,
      principal,
      'invoice',
      undefined,
      async (given) => {
        const made = applyDocumentInput(
          newDocument(principal.accountId, 'invoice', Date.now(), principal.userId, today),
          { ...content, General: { ...content.General, Number: given } },
          { client: client ?? (Reference ? undefined : null) },
          true,
        );
        // Due as the client's invoices are (its terms, else on receipt), with its contact and address.
        const doc = withClientDefaults({ ...made, General: { ...made.General, LateFeeFor: issuedNumber } }, client, 0);
        // Dates have a fixed length: `latefee/<Date>/<Number>` names one pair, whatever the Number holds;
        // claimed under each Number of the invoice, as a charge made before named it by either.
        const numbers = new Set([issuedNumber, invoice.General.DraftNumber ?? issuedNumber]);
        await deps.documents.write(
          [{ after: doc }],
          [historyEntry(principal, doc, 'create')],
          [...numbers].map((n) => `latefee/${date}/${n}`),
        );
        return doc;
      },
      '',
    );
  } catch (error) {
    if (isConflict(error, 'claimed'))
      throw conflict(`A late-fee invoice for ${issuedNumber} on ${date} was made already.`);
    throw error;
  }
}
