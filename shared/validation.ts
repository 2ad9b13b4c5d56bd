import * as z from 'zod/mini';
import { badRequest } from './errors.ts';

/**
 * Validation from schemas (Zod Mini: the same schemas as Zod, in a form that tree-shakes, so a
 * function bundles 15 kB of it rather than 450 kB, which counts on a cold start).
 */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown, what = 'The request'): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const details = result.error.issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: at ? `${at}.${key}` : key, message: 'is not a known field' }));
    }
    return [{ field: at || undefined, message: issue.message }];
  });
  throw badRequest(
    `${what} is not valid: ${details.map((d) => (d.field ? `${d.field} ${d.message}` : d.message)).join('; ')}`,
    details,
  );
}

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text without control characters, at most `max` long. */
export const text = (max: number, allowNewlines = false) =>
  z.string().check(
    z.maxLength(max, `is longer than ${max} characters`),
    z.refine(
      (s) => !(allowNewlines ? CONTROL_EXCEPT_NEWLINES : CONTROL).test(s),
      allowNewlines ? 'must not contain control characters' : 'must not contain control characters or line breaks',
    ),
  );

/** `null` read as empty text. */
const nullAsEmpty = (schema: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.nullable(schema),
    z.transform((s: string | null): string => s ?? ''),
  );

/** A one-line text field; `null` clears it. */
export const line = (max = 255) => nullAsEmpty(text(max));

/** A multi-line text field; `null` clears it. */
export const paragraph = (max = 10_000) => nullAsEmpty(text(max, true));

const EMAIL = /^[^\s@;,<>()"\\[\]]+@[^\s@;,<>()"\\[\]]+\.[^\s@;,<>()"\\[\]]+$/;

/** One or more e-mail addresses separated by `; `, as the spec's contact Email holds them. */
export const emailList = (max = 1000) =>
  nullAsEmpty(
    text(max).check(
      z.refine(
        (s) => s === '' || s.split(';').every((part) => EMAIL.test(part.trim())),
        'must be e-mail addresses separated by "; "',
      ),
    ),
  );

const currencies = new Set(Intl.supportedValuesOf('currency'));
/** An ISO 4217 currency code. */
export const currencyCode = z.string().check(z.refine((c) => currencies.has(c), 'is not an ISO 4217 currency code'));

/** Read first, then checked: the stand-in for Zod's preprocess. */
export const before = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema);

/** A list that also takes one object in place of a one-element array; `null` is empty. */
export const listOf = <T extends z.ZodMiniType>(item: T, max: number) =>
  before(
    (v) => (v === null ? [] : v !== undefined && !Array.isArray(v) ? [v] : v),
    z.array(item).check(z.maxLength(max, `holds more than ${max} entries`)),
  );

/** A positive whole number written in a path or query: `7`. */
export const idText = (what: string) =>
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,11}$/, `must be ${what} (a positive whole number)`)),
    z.transform(Number),
  );

/** A lone surrogate: half of a UTF-16 pair without the other, which no UTF-8 text can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether every string in a value (keys too) is well-formed Unicode. */
export function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([k, v]) => wellFormed(k) && wellFormed(v));
  return true;
}

/** 400 unless every string of the input is well-formed Unicode: such text could be stored but never answered. */
export function requireWellFormed(value: unknown, what: string): void {
  if (!wellFormed(value)) throw badRequest(`${what} holds text that is not well-formed Unicode (a lone surrogate).`);
}
