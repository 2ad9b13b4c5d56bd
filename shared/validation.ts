import { z } from 'zod';
import { badRequest } from './errors.ts';

/** Validates input against a schema; a failure is a 400 listing every problem with its path. */
export function parse<S extends z.ZodType>(schema: S, input: unknown, what = 'The request'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: at ? `${at}.${key}` : key, message: 'is not a known field' }));
    }
    return [{ field: at || undefined, message: issue.message }];
  });
  throw badRequest(`${what} is not valid: ${details.map((d) => (d.field ? `${d.field} ${d.message}` : d.message)).join('; ')}`, details);
}

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A one-line text field; `null` clears it. */
export const line = (max = 255) =>
  z.string()
    .max(max, `is longer than ${max} characters`)
    .refine((s) => !CONTROL.test(s), 'must not contain control characters or line breaks')
    .nullable()
    .transform((s) => s ?? '');

/** A multi-line text field; `null` clears it. */
export const paragraph = (max = 10_000) =>
  z.string()
    .max(max, `is longer than ${max} characters`)
    .refine((s) => !CONTROL_EXCEPT_NEWLINES.test(s), 'must not contain control characters')
    .nullable()
    .transform((s) => s ?? '');

const EMAIL = /^[^\s@;,<>()"\\[\]]+@[^\s@;,<>()"\\[\]]+\.[^\s@;,<>()"\\[\]]+$/;

/** One or more e-mail addresses separated by `; `, as the spec's contact Email holds them. */
export const emailList = (max = 1000) =>
  line(max).refine(
    (s) => s === '' || s.split(';').every((part) => EMAIL.test(part.trim())),
    'must be e-mail addresses separated by "; "',
  );

const currencies = new Set(Intl.supportedValuesOf('currency'));
export const currencyCode = z.string().refine((c) => currencies.has(c), 'is not an ISO 4217 currency code');

/** A list that also takes one object in place of a one-element array; `null` is empty. */
export const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => (v === null ? [] : v !== undefined && !Array.isArray(v) ? [v] : v),
    z.array(item).max(max, `holds more than ${max} entries`),
  );
