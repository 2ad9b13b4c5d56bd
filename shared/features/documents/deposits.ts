import { mayReachClient } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { type ErrorDetail, invalid, refused } from '../../kernel/errors.ts';
import { type Decimal, decimal, ZERO } from '../../kernel/money.ts';
import type { Stores } from '../ports.ts';
import type { DepositEntry, Document } from './model.ts';
import { buyerName } from './settlement.ts';
import { computeTotals, type RateTotal, type Totals } from './totals.ts';

/** How a deposit invoice counts in the final invoice that deducts it: its TotalNET, and its base and tax per VAT rate. */
export function depositOf(deposit: Document): DepositEntry {
  const totals = computeTotals(deposit);
  return {
    number: deposit.General.Number,
    ...(deposit.General.DraftNumber ? { draftNumber: deposit.General.DraftNumber } : {}),
    date: deposit.General.DateIssue,
    net: totals.TotalNET.toString(),
    rates: totals.TOTALTAX.map((t) => ({
      category: t.VATCategory,
      rate: t.VATPercentage.toString(),
      base: t.VATBase.toString(),
      tax: t.VATValue.toString(),
    })),
  };
}

/** Why a document may not be deducted by `final`, or undefined when it may. */
function problemOf(principal: Principal, final: Document, deposit: Document | undefined): string | undefined {
  if (!deposit?.General.Deposit || !mayReachClient(principal, deposit.clientId)) return 'names no deposit invoice';
  if (deposit.General.Status === 'draft') return 'is not issued';
  if (deposit.General.Status === 'cancelled') return 'is cancelled';
  // Deducted whole (its TotalNET): a deposit credited in part would be given back twice.
  if (deposit.credits?.length) return 'is credited: a final invoice deducts a deposit whole';
  if (deposit.General.Currency !== final.General.Currency) return `is in ${deposit.General.Currency}`;
  const sameClient =
    deposit.clientId !== undefined || final.clientId !== undefined
      ? deposit.clientId === final.clientId
      : buyerName(deposit, undefined) === buyerName(final, undefined);
  return sameClient ? undefined : "is another client's";
}

/**
 * A final invoice with the deposits it names read and checked (docs/api.md §17): each an issued
 * deposit invoice of the same client and currency, together no more than the invoice's total.
 * Only an invoice that is no deposit itself deducts deposits. That each is deducted once is the
 * write's to hold (the documents port claims them), so two invoices racing for one cannot both win.
 */
export async function withDeposits(
  deps: Pick<Stores, 'documents'>,
  principal: Principal,
  doc: Document,
): Promise<Document> {
  const numbers = doc.General.Deposits ?? [];
  if (!numbers.length) {
    const { deposits: _none, ...rest } = doc;
    return rest;
  }
  if (doc.type !== 'invoice' || doc.General.Deposit) {
    throw invalid('Only an invoice that is not a deposit itself deducts deposits.', [
      { field: 'General.Deposits', message: 'is for a final invoice' },
    ]);
  }
  const read = await Promise.all(numbers.map((n) => deps.documents.get(principal.accountId, 'invoice', n)));
  const problems: ErrorDetail[] = read.flatMap((deposit, i) => {
    const problem = problemOf(principal, doc, deposit);
    return problem ? [{ field: `General.Deposits.${i}`, message: `${numbers[i]} ${problem}` }] : [];
  });
  if (problems.length) throw invalid('General.Deposits names what cannot be deducted here.', problems);
  // Named by the Number its issue gave it, whichever finds it (docs/api.md §22): the files state
  // that one, and the claim that it is deducted once is taken under it.
  const issued = read.map((deposit) => deposit!.General.Number);
  if (new Set(issued).size < issued.length)
    throw invalid('General.Deposits names a deposit twice (by its draft and its issued Number).', [
      { field: 'General.Deposits', message: 'names a deposit twice' },
    ]);
  const final = {
    ...doc,
    General: { ...doc.General, Deposits: issued },
    deposits: read.map((deposit) => depositOf(deposit!)),
  };
  const totals = computeTotals(final);
  // Deducted per VAT rate: each rate a deposit bears must be the invoice's, with at least as much;
  // and together no more than its TotalNET (another rate's lines may take it below theirs).
  const over = [...deductedByRate(final)].filter(([key, d]) => {
    const rate = totals.TOTALTAX.find((t) => rateKey(t.VATCategory, t.VATPercentage.toString()) === key);
    return !rate || d.base.gt(rate.VATBase) || d.tax.gt(rate.VATValue);
  });
  if (over.length || totals.TotalDeposits.gt(totals.TotalNET)) {
    throw invalid(
      `The deposits (${totals.TotalDeposits.toString()}) deduct more than the invoice holds${over.length ? ` at VAT ${over.map(([key]) => key.split('|')[1]).join(', ')}%` : ''}.`,
      [{ field: 'General.Deposits', message: 'deducts more than the invoice holds at a VAT rate' }],
    );
  }
  return final;
}

const rateKey = (category: string, rate: string) => `${category}|${rate}`;

/** What a final invoice's deposits deduct per VAT rate (by `category|rate`): base and tax. */
function deductedByRate(doc: Pick<Document, 'deposits'>): Map<string, { base: Decimal; tax: Decimal }> {
  const out = new Map<string, { base: Decimal; tax: Decimal }>();
  for (const deposit of doc.deposits ?? [])
    for (const r of deposit.rates) {
      const key = rateKey(r.category, decimal(r.rate).toString());
      const found = out.get(key) ?? { base: ZERO, tax: ZERO };
      out.set(key, { base: found.base.plus(r.base), tax: found.tax.plus(r.tax) });
    }
  return out;
}

/**
 * A document's amounts net of the deposits it deducts: what it adds to the sales of its own
 * (the reports, the FEC), since each deposit invoice added its part already. Per VAT rate, its
 * base and tax less the deposits'; the same as its totals when it deducts none.
 */
export function netOfDeposits(
  doc: Pick<Document, 'deposits'>,
  totals: Totals,
): { rates: { rate: RateTotal; base: Decimal; vat: Decimal }[]; raw: Decimal; vat: Decimal; net: Decimal } {
  const deducted = deductedByRate(doc);
  const rates = totals.TOTALTAX.map((rate) => {
    const d = deducted.get(rateKey(rate.VATCategory, rate.VATPercentage.toString()));
    return { rate, base: rate.VATBase.minus(d?.base ?? ZERO), vat: rate.VATValue.minus(d?.tax ?? ZERO) };
  });
  const raw = rates.reduce((sum, r) => sum.plus(r.base), ZERO);
  const vat = rates.reduce((sum, r) => sum.plus(r.vat), ZERO);
  return { rates, raw, vat, net: raw.plus(vat) };
}

/** The Numbers a claim on this deposit may stand under: its Number, and its draft one where it was numbered at issue. */
export const depositClaimNumbers = (deposit: Pick<Document, 'General'>): string[] =>
  [deposit.General.Number, deposit.General.DraftNumber].filter((n) => n !== undefined);

/**
 * Whether a write gives a deposit invoice back in part or whole (a credit note issued on it, or
 * its cancel): what no final invoice deducting it allows, so the write holds only while no claim
 * on it stands (docs/api.md §17).
 */
export const givesDepositBack = (before: Document | undefined, after: Document): boolean =>
  !!before &&
  !!after.General.Deposit &&
  ((after.credits?.length ?? 0) > (before.credits?.length ?? 0) ||
    (after.General.Status === 'cancelled' && before.General.Status !== 'cancelled'));

/** The deposits a live final invoice holds: a deleted one holds none. */
const heldDeposits = (doc: Document | undefined): string[] =>
  doc && doc.folder !== 'deleted' ? (doc.General.Deposits ?? []) : [];

/**
 * What a write of a final invoice does to the claims on its deposits (docs/api.md §17): the
 * deposits it names anew are taken (each only if free), those it stops naming, or all of them
 * when it is deleted, are released, in the same write as the invoice.
 */
export function depositClaimChanges(
  before: Document | undefined,
  after: Document,
): { taken: string[]; released: string[] } {
  const was = heldDeposits(before);
  const is = heldDeposits(after);
  return { taken: is.filter((n) => !was.includes(n)), released: was.filter((n) => !is.includes(n)) };
}

/**
 * The deposits a write newly claims that had a draft Number, with it: an invoice that named one by
 * its draft Number before deposits were named by their issued one holds its claim under that
 * Number, so it must be free too (unless this very write releases it).
 */
export function draftClaimsToCheck(
  before: Document | undefined,
  after: Document,
): { deposit: string; draft: string }[] {
  const { taken, released } = depositClaimChanges(before, after);
  return taken.flatMap((deposit) => {
    const draft = after.deposits?.find((d) => d.number === deposit)?.draftNumber;
    return draft && !released.includes(draft) ? [{ deposit, draft }] : [];
  });
}

/**
 * The refusal of a deposit credited or cancelled between a final invoice's read of it and its
 * write (which then takes no claim): 400 as `withDeposits` answers, naming its place.
 */
export const depositGivenBack = (final: Document, deposit: string) =>
  invalid('General.Deposits names what cannot be deducted here.', [
    {
      field: `General.Deposits.${Math.max(0, final.General.Deposits?.indexOf(deposit) ?? 0)}`,
      message: `${deposit} was credited or cancelled meanwhile`,
    },
  ]);

/** The Number a deposit a final invoice deducts is stored under: its draft one where it was numbered at issue. */
export const depositStoredNumber = (final: Pick<Document, 'deposits'>, deposit: string): string =>
  final.deposits?.find((d) => d.number === deposit)?.draftNumber ?? deposit;

/** Whether a deposit invoice may still be deducted as it stands: neither cancelled nor credited. */
export const stillDeductible = (deposit: Document | undefined): boolean =>
  !!deposit && deposit.General.Status !== 'cancelled' && !deposit.credits?.length;

/** The refusal of a deposit another invoice deducts already: 409 `deposit_deducted`. */
export const depositDeducted = (deposit: string) =>
  refused('deposit_deducted', `The deposit invoice ${deposit} is deducted by another invoice already.`, [
    { field: 'General.Deposits', message: `${deposit} is deducted already` },
  ]);
