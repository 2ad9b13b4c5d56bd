import Big from 'big.js';
import { z } from 'zod';
import { currencyCode, emailList, line, paragraph } from '../validation.ts';
import { documentTypes } from './model.ts';

/**
 * An amount sent as a JSON number or a decimal string, kept as decimal text. Bounded so it
 * stays exact as a JSON number on the way back: at most 15 significant digits, 6 decimals.
 */
export const amount = z.union([z.number(), z.string()]).transform((value, ctx) => {
  let parsed: Big;
  try {
    parsed = new Big(typeof value === 'number' ? String(value) : value.trim());
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a decimal number' });
    return z.NEVER;
  }
  const digits = parsed.c.length;
  const decimals = Math.max(0, digits - parsed.e - 1);
  if (digits > 15 || decimals > 6 || parsed.abs().gte(1e12)) {
    ctx.addIssue({ code: 'custom', message: 'must have at most 15 significant digits, 6 decimals, and be under 10^12' });
    return z.NEVER;
  }
  return parsed.toString();
});

export const percent = amount.refine((v) => new Big(v).gte(0) && new Big(v).lte(100), 'must be a percentage from 0 to 100');

/** A calendar date `YYYY-MM-DD` that exists. */
export const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').refine((s) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}, 'is not a real calendar date');

/** Numbers name documents in paths: letters, digits and a few separators, never `/`. */
export const documentNumber = z.string().trim().min(1, 'must not be empty').max(40, 'is longer than 40 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._#-]*$/u, 'may hold letters, digits, spaces and . _ # - only');

const phone = z.string().max(50).refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters').nullable();

const itemInput = z.strictObject({
  Position: z.int().min(1).max(100_000).optional(),
  Reference: z.string().max(100).refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters').nullable().optional(),
  Description: paragraph(4000).refine((s) => s.trim() !== '', 'is required'),
  UnitRate: amount,
  UnitType: line(50).optional(),
  Quantity: amount,
  Discount: percent.optional(),
  VAT: percent.optional(),
  /** Computed; sent back from a get record, it is ignored. */
  TotalItem: z.unknown().optional(),
});

export const MAX_ITEMS = 1000;

/** A document's create or update body (update: every group merges field by field; Items replace). */
export const documentInput = z.strictObject({
  DefaultValueUse: z.boolean().optional(),
  Folder: z.enum(['active', 'archived']).optional(),
  General: z.strictObject({
    Type: z.enum(documentTypes).optional(),
    Status: z.string().max(20).optional(),
    Number: documentNumber.optional(),
    PONumber: line(100).optional(),
    DateIssue: calendarDate.optional(),
    DueDate: calendarDate.nullable().optional(),
    Validity: calendarDate.nullable().optional(),
    GeneralDiscount: percent.optional(),
    Description: paragraph(4000).optional(),
    Currency: currencyCode.optional(),
  }).optional(),
  Client: z.strictObject({
    Reference: z.string().max(64).nullable().optional(),
    ClientName: line(200).optional(),
    ContactName: line(200).optional(),
    ContactEmail: emailList().optional(),
    ContactAddress: paragraph(1000).optional(),
    ContactPhoneLine: phone.optional(),
    ContactPhoneCell: phone.optional(),
    ContactPhoneFax: phone.optional(),
  }).optional(),
  Items: z.array(itemInput).max(MAX_ITEMS, `holds more than ${MAX_ITEMS} lines`).optional(),
  Comments: z.strictObject({
    PaymentCondition: paragraph(1000).optional(),
    PaymentEndOfMonth: z.boolean().nullable().optional(),
    Legal: paragraph(5000).optional(),
    Notes: paragraph(5000).optional(),
  }).nullable().optional(),
  // Parts of a get record that a caller may send back; they are computed, so ignored.
  client_id: z.unknown().optional(),
  Total: z.unknown().optional(),
  Payments: z.unknown().optional(),
});

export type DocumentInput = z.output<typeof documentInput>;
export type ItemInput = z.output<typeof itemInput>;

/** Recipients: e-mail addresses separated by `;` (or `,`). */
const recipients = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/,/g, ';') : v),
  emailList(2000).refine((s) => s.split(';').filter((a) => a.trim()).length <= 50, 'names more than 50 addresses'),
);

/** The send-by-e-mail body; every field optional. */
export const sendInput = z.strictObject({
  Email_TO: recipients.optional(),
  Email_CC: recipients.optional(),
  Email_BCC: recipients.optional(),
  Subject: line(500).optional(),
  Body: paragraph(20_000).optional(),
  AttachInvoicePDF: z.boolean().optional(),
  AttachSalesTerms: z.boolean().optional(),
}).optional();

export type SendInput = z.output<typeof sendInput>;
