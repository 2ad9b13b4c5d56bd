import Big from 'big.js';
import * as z from 'zod/mini';
import { clampDate, FIRST_DATE, instantDate, isCalendarDate, isRealDate, LAST_DATE } from './dates.ts';
import { invalid } from './errors.ts';
import { unprintable } from './printable.ts';

const INTERPRETED = { jitless: true } as const;

/** What a value of each of Zod's expected types is, as an answer says it. */
const TYPE_NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};
const typeNoun = (expected: string) => TYPE_NOUNS[expected] ?? `of type ${expected}`;
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What a check with no message of its own answers: what the field must be, in the words of the
 * answers' other details ("is required", "must be a number"), where Zod Mini says only "Invalid
 * input". A schema's own message stays.
 */
function defaultMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${typeNoun(issue.expected)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${shown(issue.values[0])}`
        : `must be one of ${issue.values.map(shown).join(', ')}`;
    case 'invalid_union': {
      if (issue.input === undefined) return 'is required';
      // Each branch a type: "must be text or a number"; else the forms are the API description's to show.
      const expected = issue.errors.map((branch) =>
        branch.length === 1 && branch[0]!.code === 'invalid_type' && !branch[0]!.path.length
          ? branch[0]!.expected
          : undefined,
      );
      return expected.every((e) => e !== undefined)
        ? `must be ${[...new Set(expected.map(typeNoun))].join(' or ')}`
        : 'is none of the forms the API description allows';
    }
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `must hold at least ${issue.minimum} items`;
      return `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `is longer than ${issue.maximum} characters`;
      if (issue.origin === 'array') return `must hold at most ${issue.maximum} items`;
      return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'is not written as expected' : `must be ${issue.format}`;
    default:
      return 'is not valid';
  }
}
z.config({ customError: defaultMessage });

/**
 * Zod's `safeParse` without its compiled fast path: on an object schema's first parse Zod writes
 * and compiles a parser of its own (`new Function`), which a Lambda function, parsing each of its
 * schemas a few times in a life that starts cold, pays for on its first request and hardly gets
 * back (documents.create's first parse 4-5 ms against 5-11 ms; a warm parse the same 40 us either
 * way); and nothing runs code made from text.
 */
export const safeParse = <S extends z.ZodMiniType>(schema: S, input: unknown) =>
  z.safeParse(schema, input, INTERPRETED);

/**
 * Validation from schemas (Zod Mini: the same schemas as Zod, in a form that tree-shakes, so a
 * function bundles 15 kB of it rather than 450 kB, which counts on a cold start).
 */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown, what = 'The request'): z.output<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const details = result.error.issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: at ? `${at}.${key}` : key, message: 'is not a known field' }));
    }
    return [{ field: at || undefined, message: issue.message }];
  });
  // One message a field: the first check it failed says what is wrong (a date not written as one
  // is not also "not a real calendar date").
  const seen = new Set<string>();
  const first = details.filter((d) => {
    const field = d.field ?? '';
    if (seen.has(field)) return false;
    seen.add(field);
    return true;
  });
  throw invalid(
    `${what} is not valid: ${first.map((d) => (d.field ? `${d.field} ${d.message}` : d.message)).join('; ')}`,
    first,
  );
}

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Text without control characters, at most `max` long, that the documents can print: a
 * character no font of the PDF holds is refused here rather than printed as `?` (docs/api.md §10).
 */
export const text = (max: number, allowNewlines = false) =>
  z.string().check(
    z.maxLength(max, `is longer than ${max} characters`),
    z.refine(
      (s) => !(allowNewlines ? CONTROL_EXCEPT_NEWLINES : CONTROL).test(s),
      allowNewlines ? 'must not contain control characters' : 'must not contain control characters or line breaks',
    ),
    z.check<string>((ctx) => {
      const found = unprintable(ctx.value);
      if (found) {
        ctx.issues.push({
          code: 'custom',
          message: `holds ${found}, a character no font of the documents prints`,
          input: ctx.value,
        });
      }
    }),
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

// Made on first use: loading ICU's region names takes 10-20 ms, at every cold start of a function
// that imports this module, most of which never read a country.
let regions: Intl.DisplayNames | undefined;

/** Whether a code is an ISO 3166-1 alpha-2 country (two letters Intl names; not `EU`, `ZZ` or `QO`). */
export const isCountryCode = (code: string): boolean => {
  if (!/^[A-Z]{2}$/.test(code) || ['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB'].includes(code)) return false;
  regions ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regions.of(code) !== undefined;
};

/** The ISO 4217 currency codes the runtime knows. */
export const currencies = new Set(Intl.supportedValuesOf('currency'));
/** An ISO 4217 currency code. */
export const currencyCode = z.string().check(z.refine((c) => currencies.has(c), 'is not an ISO 4217 currency code'));

const DATE_FORM = 'must be a date YYYY-MM-DD';
const writtenAsDate = z.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FORM);
// A number of days where a date is asked says the form, not only "must be text"; a date left out is "required".
const dateText = () => z.string({ error: (issue) => (issue.input === undefined ? undefined : DATE_FORM) });

/**
 * The service's date type (shared/kernel/dates.ts): a calendar date `YYYY-MM-DD` that exists, from
 * 2000-01-01 to 2099-12-31, for every date the service keeps or counts from.
 */
export const calendarDate = dateText().check(
  writtenAsDate,
  z.refine(isRealDate, 'is not a real calendar date'),
  z.refine(isCalendarDate, `must be from ${FIRST_DATE} to ${LAST_DATE}`),
);

/** A bound of a date filter: a real calendar date, read within the service's range (nothing is kept outside it). */
export const filterDate = z.pipe(
  dateText().check(writtenAsDate, z.refine(isRealDate, 'is not a real calendar date')),
  z.transform(clampDate),
);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant: an ISO 8601 date and time with its zone (`2026-03-15T10:00:00Z`) whose date exists
 * and falls, in UTC, within the service's dates. Each check holds on any text (Zod runs them all).
 */
export const instantInRange = z.string().check(
  z.refine(
    (v) => ISO_INSTANT.test(v) && instantDate(v) !== undefined,
    'must be an ISO 8601 date and time with its zone (2026-03-15T10:00:00Z)',
  ),
  z.refine((v) => {
    const day = instantDate(v);
    return day === undefined || isCalendarDate(day);
  }, `must fall from ${FIRST_DATE} to ${LAST_DATE}`),
);

/** A calendar month `YYYY-MM` of the service's range (2000-01 to 2099-12). */
export const calendarMonth = z.string().check(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM'),
  z.refine(
    (m) => m >= FIRST_DATE.slice(0, 7) && m <= LAST_DATE.slice(0, 7),
    `must be from ${FIRST_DATE.slice(0, 7)} to ${LAST_DATE.slice(0, 7)}`,
  ),
);

/** ISO 7064 mod 97-10 of letters and digits, each letter read as its two digits (A = 10 ... Z = 35). */
function mod97(alnum: string): number {
  const digits = alnum.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** Whether an IBAN's check digits hold (ISO 13616, mod 97 = 1). */
export function ibanHolds(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1;
}

/**
 * Whether a SEPA creditor identifier (ICS) holds (EPC262-08): a country, two check digits, a
 * creditor business code of 3 letters or digits (`ZZZ` when none), the national identifier
 * (6 for France); the check digits are the mod 97-10 of the national identifier and the
 * country, the business code left out.
 */
export function creditorIdHolds(id: string): boolean {
  const parts = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/.exec(id);
  if (!parts || !isCountryCode(parts[1]!)) return false;
  const [, country, check, , national] = parts;
  if (country === 'FR' && national!.length !== 6) return false;
  return mod97(`${national}${country}${check}`) === 1;
}

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

/**
 * What no document may hold, as every e-invoice is XML 1.0: a control character other than
 * tab, line feed and carriage return, U+FFFE and U+FFFF, and a lone surrogate (half of a UTF-16
 * pair without the other, which no UTF-8 text can hold either).
 */
const NOT_XML_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text as XML 1.0 can hold it: each character it cannot replaced by U+FFFD (for answers that echo what was sent). */
export const asXmlText = (text: string): string => text.replace(new RegExp(NOT_XML_TEXT.source, 'g'), '\uFFFD');

/** How deep an input may nest: far past any body the API takes (a document is five levels deep). */
export const MAX_INPUT_DEPTH = 32;

/** Where an input goes wrong: a text that XML 1.0 cannot hold, or nesting past the limit. */
export interface IllFormed {
  /** The dotted path of the value (`Items.0.Description`), empty for the whole input. */
  path: string;
  problem: 'text' | 'depth';
}

/** The first place in a value (keys too) that is not text XML 1.0 can hold, or nests too deep; walked without recursion. */
export function illFormedAt(value: unknown, maxDepth = MAX_INPUT_DEPTH): IllFormed | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (NOT_XML_TEXT.test(current)) return { path: path.join('.'), problem: 'text' };
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (path.length >= maxDepth) return { path: path.join('.'), problem: 'depth' };
    for (const [key, child] of Object.entries(current)) {
      if (NOT_XML_TEXT.test(key)) return { path: [...path, key].join('.'), problem: 'text' };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/** Whether every string in a value (keys too) is text XML 1.0 can hold, within the nesting limit. */
export const wellFormed = (value: unknown): boolean => illFormedAt(value) === undefined;

/**
 * 400 unless every string of the input is text an e-invoice can carry, and the input nests no
 * deeper than the limit; the answer names the field.
 */
export function requireWellFormed(value: unknown, what: string): void {
  const found = illFormedAt(value);
  if (!found) return;
  const field = found.path || what;
  throw found.problem === 'depth'
    ? invalid(`${what} nests deeper than ${MAX_INPUT_DEPTH} levels.`, [
        { field, message: `nests deeper than ${MAX_INPUT_DEPTH} levels` },
      ])
    : invalid(
        `${what} holds a character no document may hold (a control character, U+FFFE, U+FFFF or a lone surrogate).`,
        [{ field, message: 'holds a character no document may hold' }],
      );
}

/**
 * An amount sent as a JSON number or a decimal string, kept as decimal text. Bounded so it
 * stays exact as a JSON number on the way back: at most 15 significant digits, 6 decimals.
 */
export const amount = z.pipe(
  // A number, or a decimal written as text (`"19.99"`, `"1e3"`): what big.js reads, said as a pattern.
  z.union([
    z.number(),
    z.string().check(z.regex(/^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/, 'must be a decimal number')),
  ]),
  z.transform((value: number | string, ctx) => {
    let parsed: Big;
    try {
      parsed = new Big(typeof value === 'number' ? String(value) : value.trim());
    } catch {
      ctx.issues.push({ code: 'custom', message: 'must be a decimal number', input: value });
      return z.NEVER;
    }
    const digits = parsed.c.length;
    const decimals = Math.max(0, digits - parsed.e - 1);
    if (digits > 15 || decimals > 6 || parsed.abs().gte(1e12)) {
      ctx.issues.push({
        code: 'custom',
        message: 'must have at most 15 significant digits, 6 decimals, and be under 10^12',
        input: value,
      });
      return z.NEVER;
    }
    return parsed.toString();
  }),
);

/** An amount above 0: a payment, a refund, a share set off. */
export const positiveAmount = amount.check(z.refine((v: string) => new Big(v).gt(0), 'must be above 0'));

/** A percentage from 0 to 100, as decimal text. */
export const percent = amount.check(
  z.refine((v: string) => new Big(v).gte(0) && new Big(v).lte(100), 'must be a percentage from 0 to 100'),
);

/** A ledger account number of the chart of accounts (the FEC's CompteNum). */
export const ledgerAccount = z
  .string()
  .check(z.regex(/^[1-9][0-9]{2,19}$/, 'must be an account number of 3 to 20 digits'));
