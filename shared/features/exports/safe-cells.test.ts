import { describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import type { Payment } from '../payments/model.ts';
import { defaultLedgerAccounts } from '../profile/model.ts';
import { csvHeader, inertCell, paymentColumns, paymentRow } from './csv.ts';
import { bankEntry, fecLines } from './fec.ts';

/** Every cell of a file as a spreadsheet (SheetJS) opens it: a formula is a cell with `f`. */
function opened(text: string) {
  const book = XLSX.read(text, { type: 'string', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return Object.entries(sheet).filter(([at]) => !at.startsWith('!')) as [string, XLSX.CellObject][];
}

const hostile = ['=HYPERLINK("http://evil.example","x")', '+cmd|"/C calc"!A0', '-2+3', '@SUM(A1)', '\tTab', '\rCR'];

const payment = (text: string): Payment =>
  ({
    accountId: 'a',
    paymentId: 7,
    invoice: 'INV-1',
    clientId: 3,
    date: '2026-03-01',
    amount: '12.5',
    currency: 'EUR',
    method: 'bank_transfer',
    reference: text,
    notes: text,
    createdAt: Date.UTC(2026, 2, 1),
    folder: 'active',
    updatedBy: 1,
    version: 1,
  }) as unknown as Payment;

describe('exports a spreadsheet opens safely', () => {
  it('neutralizes a text cell a spreadsheet would read as a formula (OWASP), and leaves numbers numbers', () => {
    for (const text of hostile) expect(String(inertCell(text)).startsWith("'")).toBe(true);
    expect(inertCell(-12.5)).toBe(-12.5);
    expect(inertCell('2026-03-01')).toBe('2026-03-01');
    expect(inertCell('Acme')).toBe('Acme');
    const csv = csvHeader(paymentColumns) + hostile.map((text) => paymentRow(payment(text))).join('');
    const cells = opened(csv);
    expect(cells.filter(([, cell]) => cell.f !== undefined)).toEqual([]);
    // The text is all there, behind the quote a spreadsheet shows as text.
    expect(cells.some(([, cell]) => cell.v === `'${hostile[0]}`)).toBe(true);
  });

  it('writes FEC lines no tab, line break or formula can split or run', () => {
    const name = '=HYPERLINK("x")\tevil\u2028line\r\nbreak';
    const lines = fecLines(bankEntry(payment('ref\u0085x'), defaultLedgerAccounts, name), 1);
    for (const line of lines.replace(/\n$/, '').split('\n')) expect(line.split('\t')).toHaveLength(18);
    expect(lines).not.toMatch(/[\r\u0085\u2028\u2029\v\f]/);
    expect(opened(lines).filter(([, cell]) => cell.f !== undefined)).toEqual([]);
  });
});
