import { type Decimal, decimal, ZERO } from '../../kernel/money.ts';
import { DEFAULT_EXPENSE_ACCOUNT } from '../catalog/service.ts';
import type { Expense } from '../expenses/model.ts';
import type { Stores } from '../ports.ts';
import type { Purchase } from '../purchases/model.ts';
import { acceptedStatuses } from '../purchases/rules.ts';

/** What a purchase or an expense books in the purchases journal (shared/features/exports/fec.ts). */
export interface BookedPurchase {
  date: string;
  piece: string;
  label: string;
  supplier?: { id: number; name: string };
  bases: { account: string; label: string; amount: Decimal }[];
  vat: { rate: string; amount: Decimal }[];
  credit: boolean;
}

/** Finds, once per export, each expense category's ledger account and each supplier's name. */
export function bookkeeper(deps: Pick<Stores, 'catalog' | 'suppliers'>, accountId: string) {
  const accounts = new Map<string, Promise<string>>();
  const names = new Map<number, Promise<string>>();
  const accountOf = (category: string | undefined) => {
    if (!category) return Promise.resolve(DEFAULT_EXPENSE_ACCOUNT);
    if (!accounts.has(category))
      accounts.set(
        category,
        deps.catalog.get(accountId, category).then((c) => c?.Account ?? DEFAULT_EXPENSE_ACCOUNT),
      );
    return accounts.get(category)!;
  };
  const supplierName = (id: number) => {
    if (!names.has(id))
      names.set(
        id,
        deps.suppliers.get(accountId, id).then((s) => s?.Name ?? ''),
      );
    return names.get(id)!;
  };
  /** The bases of lines summed per account, in the order the accounts first appear. */
  const basesOf = async (lines: { category?: string; amount: Decimal }[]) => {
    const perAccount = new Map<string, Decimal>();
    for (const line of lines) {
      const account = await accountOf(line.category);
      perAccount.set(account, (perAccount.get(account) ?? ZERO).plus(line.amount));
    }
    return [...perAccount].map(([account, amount]) => ({ account, label: 'Achats', amount }));
  };
  return {
    supplierName,
    /**
     * An accepted purchase as the journal books it: each line's base on its category's account,
     * what the document's allowances and charges moved (TotalHT less the lines) on the first.
     */
    async purchase(p: Purchase): Promise<BookedPurchase | undefined> {
      if (!acceptedStatuses.has(p.Status)) return undefined;
      const bases = await basesOf(p.Lines.map((l) => ({ category: l.Category, amount: decimal(l.LineNet) })));
      const rest = decimal(p.TotalHT).minus(bases.reduce((sum, b) => sum.plus(b.amount), ZERO));
      if (!rest.eq(0) && bases[0]) bases[0].amount = bases[0].amount.plus(rest);
      return {
        date: p.DateIssue,
        piece: p.Number,
        label: `${p.docType === 'creditnote' ? 'Avoir' : 'Facture'} fournisseur ${p.Number}`,
        supplier: { id: p.supplierId, name: await supplierName(p.supplierId) },
        bases,
        vat: p.rates.map((r) => ({ rate: decimal(r.VATPercentage).toString(), amount: decimal(r.VATValue) })),
        credit: p.docType === 'creditnote',
      };
    },
    /** An expense as the journal books it: its bases on its category's account. */
    async expense(e: Expense): Promise<BookedPurchase> {
      return {
        date: e.Date,
        piece: `D${e.expenseId}`,
        label: `Dépense ${e.Description || e.Category}`.slice(0, 200),
        ...(e.supplierId !== undefined
          ? { supplier: { id: e.supplierId, name: await supplierName(e.supplierId) } }
          : {}),
        bases: await basesOf(e.rates.map((r) => ({ category: e.Category, amount: decimal(r.Base) }))),
        vat: e.rates.map((r) => ({ rate: decimal(r.VATPercentage).toString(), amount: decimal(r.VATValue) })),
        credit: false,
      };
    },
  };
}
