import { FIRST_DATE, isCalendarDate, isRealDate, LAST_DATE } from '../../../kernel/dates.ts';
import { invalid } from '../../../kernel/errors.ts';
import { decimal, inMinorUnits } from '../../../kernel/money.ts';
import { currencies } from '../../../kernel/validation.ts';

/** The most bytes a statement may have (docs/api.md §15): past it, 413 before anything is read. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
/** The most entries one statement may hold. */
export const MAX_ENTRIES = 10_000;
/** The longest name of the other party: ISO 20022's 140 characters. */
export const MAX_NAME = 140;
/** The longest remittance information: four of ISO 20022's 140-character lines. */
export const MAX_REFERENCE = 560;
/** The longest structured creditor reference: the camt schema's Max35Text. */
export const MAX_STRUCTURED_REF = 35;
/** The longest bank reference of an entry. */
export const MAX_BANK_REF = 100;

/** A refusal that names where in the file: `line 4`, `Stmt[1]/Ntry[3]/Amt`. */
export const badLine = (where: string, message: string) =>
  invalid(`The statement is refused at ${where}: ${message}. Nothing was imported.`, [{ field: where, message }]);

/** An amount as the file writes it: digits with a `.` decimal, within its currency's minor unit. */
export function amountOf(text: string, currency: string, where: string): string {
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(text)) throw badLine(where, `the amount "${text}" is not digits with a . decimal`);
  if (!currencies.has(currency)) throw badLine(where, `"${currency}" is not an ISO 4217 currency`);
  const value = decimal(text);
  if (!inMinorUnits(value, currency))
    throw badLine(where, `the amount ${text} has more decimals than ${currency} allows`);
  return value.toString();
}

/** A calendar date `YYYY-MM-DD` of the service's range (shared/kernel/dates.ts), of a date or a date-time. */
export function dateOf(text: string, where: string): string {
  const day = text.slice(0, 10);
  if (!isRealDate(day)) throw badLine(where, `"${text}" is not a date YYYY-MM-DD`);
  if (!isCalendarDate(day)) throw badLine(where, `"${text}" is not from ${FIRST_DATE} to ${LAST_DATE}`);
  return day;
}

/** A text of the file, within `max` characters. */
export function textOf(value: string, max: number, where: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length > max) throw badLine(where, `longer than ${max} characters`);
  return text;
}
