import { toNumber } from '../../kernel/money.ts';
import type { Statement } from './model.ts';

/** The statement as the API shows it: amounts as exact JSON numbers. */
export const statementRecord = (s: Statement) => ({
  client_id: s.clientId,
  From: s.from,
  To: s.to,
  Currencies: s.sections.map((section) => ({
    Currency: section.currency,
    OpeningBalance: toNumber(section.opening),
    Lines: section.lines.map((line) => ({
      Date: line.date,
      Type: line.type,
      ...(line.type === 'payment' ? { payment_id: line.reference } : { Number: line.reference }),
      Debit: toNumber(line.debit),
      Credit: toNumber(line.credit),
      Balance: toNumber(line.balance),
    })),
    ClosingBalance: toNumber(section.closing),
  })),
});
