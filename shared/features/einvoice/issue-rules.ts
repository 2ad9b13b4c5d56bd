import type { IssueRulesPort } from '../documents/port.ts';
import { type EInvoiceFacts, type Gap, gatherFacts } from './facts.ts';
import { frenchGaps, frenchSeller } from './france.ts';
import { peppolGaps } from './peppol.ts';

/** EN 16931's rules on the lines that a document can break and its writers cannot mend: a negative price (BR-27). */
const lineGaps = (facts: EInvoiceFacts): Gap[] =>
  facts.lines.flatMap((line, i) =>
    Number(line.netPrice) < 0 || Number(line.grossPrice) < 0
      ? [
          {
            rule: 'BR-27',
            field: `Items.${i}.UnitRate`,
            message: 'An item price is never negative: give a discount, or a credit note.',
          },
        ]
      : [],
  );

/**
 * The gaps of the file a platform takes: a French seller's goes to a plateforme agréée under the
 * French rules, anyone else's to a Peppol access point under Peppol's.
 */
export const platformGaps = (facts: EInvoiceFacts): Gap[] => [
  ...lineGaps(facts),
  ...(facts.france ? frenchGaps(facts) : peppolGaps(facts)),
];

/**
 * The rules of a seller on a network (an electronic address in its profile), run at issue
 * (docs/api.md §20): EN 16931's facts, then the platform's rule set. Only a French seller's sale to
 * a French business must pass them to be issued (the reform makes that e-invoice the invoice);
 * any other keeps its result, and transmit refuses it while it fails.
 */
export const issueRules: IssueRulesPort = {
  check(doc, { profile, client, accountCurrency, creditedInvoiceDate }) {
    if (doc.type === 'estimate' || !profile.ElectronicAddress) return undefined;
    const gathered = gatherFacts(doc, profile, client, {
      ...(creditedInvoiceDate ? { creditedInvoiceDate } : {}),
      ...(accountCurrency ? { accountCurrency } : {}),
    });
    const gaps = gathered.facts ? platformGaps(gathered.facts) : gathered.gaps;
    const mandatory = gathered.facts
      ? gathered.facts.notes.some((n) => n.code === 'BAR' && n.text === 'B2B')
      : frenchSeller(profile) && client?.Kind !== 'consumer';
    return { check: { Valid: !gaps.length, Rules: [...new Set(gaps.map((g) => g.rule))] }, gaps, mandatory };
  },
};
