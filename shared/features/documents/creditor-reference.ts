import { randomInt } from 'node:crypto';

/**
 * ISO 11649 structured creditor references (`RF18 5390 0754 7034`): `RF`, two check digits and
 * 1 to 21 letters and digits, the whole passing ISO 7064 mod 97-10 once its first four
 * characters are moved to the end (docs/bank-reconciliation.md).
 */

/** The letters and digits as ISO 7064 reads them (A = 10 ... Z = 35), mod 97, a chunk at a time (no BigInt). */
function mod97(alnum: string): number {
  let rest = 0;
  for (const c of alnum.toUpperCase()) {
    const value = c >= 'A' && c <= 'Z' ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 48;
    rest = (rest * (value > 9 ? 100 : 10) + value) % 97;
  }
  return rest;
}

const shape = /^RF\d{2}[A-Z0-9]{1,21}$/;

/** Whether `text` is a valid RF reference (upper case, no spaces). */
export const isCreditorReference = (text: string): boolean =>
  shape.test(text) && mod97(text.slice(4) + text.slice(0, 4)) === 1;

/** The RF reference of a body of 1 to 21 letters and digits. */
export function creditorReference(body: string): string {
  const upper = body.toUpperCase();
  return `RF${String(98 - mod97(`${upper}RF00`)).padStart(2, '0')}${upper}`;
}

/** How many digits a generated reference's body has: short to type, with room for an account's every invoice. */
const BODY_DIGITS = 12;

/**
 * A new reference for an invoice: random digits (no order that gives away how many invoices an
 * account makes). The store makes it unique in the account and a rare repeat is drawn again.
 */
export const newCreditorReference = (): string =>
  creditorReference(
    Array.from({ length: BODY_DIGITS }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join(''),
  );

/** A reference grouped by four, as printed: `RF18 5390 0754 7034`. */
export const groupedReference = (reference: string): string => reference.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The valid RF references a text (remittance information as a payer typed it) may carry, also
 * when printed in groups separated by single spaces; upper-cased, without their spaces, longest
 * first. Where the reference ends is not marked, so each end at a word boundary that checks is
 * a candidate: the caller keeps the one that names an invoice.
 */
export function referencesIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.toUpperCase().matchAll(/\bRF\d{2}(?: ?[A-Z0-9]){1,21}/g)) {
    const groups = match[0].slice(4).split(' ');
    for (let count = groups.length; count >= 1; count -= 1) {
      const candidate = match[0].slice(0, 4) + groups.slice(0, count).join('');
      if (candidate.length <= 25 && isCreditorReference(candidate) && !found.includes(candidate)) found.push(candidate);
    }
  }
  return found;
}
