import { parse } from 'csv-parse/sync';
import type { StatementLine } from '../../bank-entries/model.ts';
import { amountOf, badLine, dateOf, MAX_BANK_REF, MAX_ENTRIES, MAX_NAME, MAX_REFERENCE, textOf } from './limits.ts';

/** The header a CSV statement starts with (docs/api.md §15). */
export const CSV_HEADER = ['Date', 'Amount', 'Currency', 'Name', 'Reference', 'BankRef'] as const;

/**
 * A CSV statement (RFC 4180, by csv-parse; its text decoded from its charset, docs/api.md §3):
 * the header, then one row per entry; a negative Amount is a debit. Every row is booked. Any bad
 * row refuses the whole file, naming its line (the header is line 1).
 */
export function readCsv(text: string): StatementLine[] {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as unknown as typeof rows;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badLine(line ? `line ${line}` : 'the file', (error as Error).message.replace(/\s+on line \d+$/, ''));
  }
  const [header, ...data] = rows;
  if (!header || header.record.map((h) => h.trim()).join(',') !== CSV_HEADER.join(','))
    throw badLine('line 1', `the header must be ${CSV_HEADER.join(',')}`);
  if (data.length > MAX_ENTRIES) throw badLine(`line ${MAX_ENTRIES + 2}`, `more than ${MAX_ENTRIES} entries`);
  return data.map(({ record, info }) => {
    const where = `line ${info.lines}`;
    const [date = '', amount = '', currency = '', name = '', reference = '', bankRef = ''] = record.map((v) =>
      v.trim(),
    );
    const debit = amount.startsWith('-');
    return {
      date: dateOf(date, where),
      amount: amountOf(debit ? amount.slice(1) : amount, currency, where),
      currency,
      credit: !debit,
      booked: true,
      name: textOf(name, MAX_NAME, where),
      reference: textOf(reference, MAX_REFERENCE, where),
      bankRef: textOf(bankRef, MAX_BANK_REF, where),
    };
  });
}
