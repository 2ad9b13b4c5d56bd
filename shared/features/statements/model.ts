import type { Decimal } from '../../kernel/money.ts';

/** One movement of a client's account: an issued invoice (debit), an issued credit note or a payment (credit). */
export interface StatementLine {
  date: string;
  type: 'invoice' | 'creditnote' | 'payment';
  /** A document's Number, or a payment's id. */
  reference: string | number;
  debit: Decimal;
  credit: Decimal;
  balance: Decimal;
}

/** A client's account in one currency over a range of dates. */
export interface CurrencySection {
  currency: string;
  opening: Decimal;
  lines: StatementLine[];
  closing: Decimal;
}

/** A statement of account (docs/api.md §14): per currency, what the client owed, bought and paid. */
export interface Statement {
  clientId: number;
  clientName: string;
  /** The client's Culture: the language the PDF speaks. */
  culture: string;
  from: string;
  to: string;
  sections: CurrencySection[];
}
