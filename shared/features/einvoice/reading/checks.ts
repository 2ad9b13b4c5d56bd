import { type Decimal, ZERO } from '../../../kernel/money.ts';
import type { EInvoiceCheck } from '../../documents/model.ts';
import type { EInvoiceFacts } from '../facts.ts';
import { isFrenchRate } from '../france.ts';
import { asDecimal, sumOfAmounts } from './amounts.ts';

/** What checking a received e-invoice found: valid or not, and the rules it breaks (as an issued one's `EInvoiceCheck`). */
export type RuleCheck = EInvoiceCheck;

/** The checks of a received e-invoice: EN 16931, and for a French seller the BR-FR rules apart. */
export interface ReceivedCheck extends RuleCheck {
  /** Which rules were run (docs/api.md §18). */
  RuleSet: 'en16931-core';
  France?: RuleCheck & { RuleSet: 'br-fr-core' };
}

const same = (a: string, b: Decimal) => asDecimal(a)?.eq(b) ?? false;

/**
 * The rules of EN 16931 a received invoice can be held to without its schematron: the mandatory
 * facts (BR-02 to BR-16), the sums (BR-CO-10, -14, -15, -16), each rate's base and VAT (BR-S-08,
 * BR-CO-17) and the decimals (BR-DEC); for a French seller, BR-FR-05, -10, -12, -13 and -16. The
 * full rule sets (the official schematrons) are run on the files the service makes; what a
 * supplier's file breaks is recorded, never refused.
 */
export function checkReceived(f: EInvoiceFacts): ReceivedCheck {
  const broken: string[] = [];
  const need = (rule: string, held: unknown) => {
    if (!held) broken.push(rule);
  };
  need('BR-02', f.number);
  need('BR-03', /^\d{4}-\d{2}-\d{2}$/.test(f.issueDate));
  need('BR-04', f.typeCode);
  need('BR-05', f.currency);
  need('BR-06', f.seller.name);
  need('BR-07', f.buyer.name);
  need('BR-09', f.seller.address.country);
  need('BR-11', f.buyer.address.country);
  need('BR-16', f.lines.length);
  need('BR-CO-10', same(f.totals.lineTotal, sumOfAmounts(f.lines.map((l) => l.lineNet))));
  need('BR-CO-14', same(f.totals.tax, sumOfAmounts(f.breakdown.map((b) => b.tax))));
  need('BR-CO-15', asDecimal(f.totals.taxInclusive)?.eq(sumOfAmounts([f.totals.taxExclusive, f.totals.tax])));
  need(
    'BR-CO-16',
    asDecimal(f.totals.payable)?.eq(sumOfAmounts([f.totals.taxInclusive]).minus(asDecimal(f.totals.prepaid) ?? ZERO)),
  );
  for (const b of f.breakdown) {
    const rate = asDecimal(b.rate || '0');
    const lines = f.lines.filter((l) => l.category === b.category && !!rate && asDecimal(l.rate || '0')?.eq(rate));
    need(
      `BR-${b.category}-08`,
      same(b.base, sumOfAmounts(lines.map((l) => l.lineNet)).minus(asDecimal(b.allowance) ?? ZERO)),
    );
    if (b.category === 'S')
      need(
        'BR-CO-17',
        same(
          b.tax,
          (asDecimal(b.base) ?? ZERO)
            .times(rate ?? ZERO)
            .div(100)
            .round(2, 1),
        ),
      );
  }
  const amounts = [
    ...Object.values(f.totals),
    ...f.breakdown.flatMap((b) => [b.base, b.tax]),
    ...f.lines.map((l) => l.lineNet),
  ];
  need(
    'BR-DEC-01',
    amounts.every((a) => /^-?\d+(\.\d{1,2})?$/.test(a)),
  );
  const rules = [...new Set(broken)];
  const check: ReceivedCheck = { Valid: rules.length === 0, Rules: rules, RuleSet: 'en16931-core' };
  if (f.seller.address.country !== 'FR') return check;
  const french: string[] = [];
  const notes = new Set(f.notes.map((n) => n.code));
  if (!['PMT', 'PMD', 'AAB'].every((code) => notes.has(code))) french.push('BR-FR-05');
  if (!(f.seller.registration?.scheme === '0002' && /^\d{9}$/.test(f.seller.registration.id))) french.push('BR-FR-10');
  if (!f.buyer.endpoint) french.push('BR-FR-12');
  if (!f.seller.endpoint) french.push('BR-FR-13');
  if (!f.breakdown.every((b) => isFrenchRate(b.rate))) french.push('BR-FR-16');
  return { ...check, France: { Valid: french.length === 0, Rules: french, RuleSet: 'br-fr-core' } };
}
