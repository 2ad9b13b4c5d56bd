import { stringify } from 'csv-stringify/sync';
import type { Document } from '../documents/model.ts';
import { documentSummary } from '../documents/present.ts';
import type { Payment } from '../payments/model.ts';
import { paymentRecord } from '../payments/present.ts';

/**
 * The CSV exports: one row per invoice or live payment, its columns the fields of the list
 * answers (docs/api.md), in every currency. RFC 4180: commas, quotes doubled, CRLF, a header.
 * These are the invoices CSV's columns: the fields of the document list answer.
 */
export const invoiceColumns = [
  'Number',
  'Status',
  'client_id',
  'ClientName',
  'ContactName',
  'PONumber',
  'DateIssue',
  'DueDate',
  'Description',
  'Currency',
  'GeneralDiscount',
  'TOTALRAW',
  'TotalNET',
  'TotalPaid',
  'TotalCredited',
  'TotalDue',
] as const;

/** The payments CSV's columns: the fields of the payment answer. */
export const paymentColumns = [
  'payment_id',
  'Invoice',
  'client_id',
  'Date',
  'Amount',
  'Currency',
  'Method',
  'Reference',
  'Notes',
  'CreateDate',
] as const;

/**
 * A text cell as a spreadsheet may open it (OWASP, CSV injection): one that begins with `=`, `+`,
 * `-`, `@`, a tab or a carriage return would be read as a formula, so it starts with `'`, which
 * spreadsheets show as text. Numbers are written as numbers: a negative amount stays one.
 */
export const inertCell = (value: unknown): unknown =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** Records as CSV lines, in the columns' order; amounts as the JSON answers write them (a `.` decimal). */
const csvOf = (columns: readonly string[], records: Record<string, unknown>[]) =>
  stringify(
    records.map((record) => columns.map((c) => inertCell(record[c] ?? ''))),
    { record_delimiter: 'windows' },
  );

/** A CSV's header line. */
export const csvHeader = (columns: readonly string[]): string => stringify([columns], { record_delimiter: 'windows' });

/** An invoice's row. */
export const invoiceRow = (doc: Document): string => csvOf(invoiceColumns, [documentSummary(doc)]);

/** A payment's row. */
export const paymentRow = (payment: Payment): string => csvOf(paymentColumns, [paymentRecord(payment)]);
