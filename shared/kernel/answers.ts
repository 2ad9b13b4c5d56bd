/**
 * The shapes every answer is made of, and the registry of the schemas the API description names
 * as components (each feature's `answers.ts` registers its own with `component`).
 */
import * as z from 'zod/mini';

const components = new Map<z.ZodMiniType, string>();

/** Names an answer schema as a component of the API description (`#/components/schemas/<name>`). */
export function component<T extends z.ZodMiniType>(name: string, schema: T): T {
  components.set(schema, name);
  return schema;
}

/** The named answer schemas, in the order their features registered them. */
export const namedComponents = (): ReadonlyMap<z.ZodMiniType, string> => components;

/** Text, as answered. */
export const text = z.string();

/** Text or null. */
export const maybeText = z.nullable(z.string());

/** A JSON number (amounts are exact: docs/api.md §4). */
export const number = z.number();

/** Where a record is filed: active or archived. */
export const folder = z.enum(['active', 'archived']);

/** A calendar date, `YYYY-MM-DD` (no zone). */
export const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The spec's `/Date(<epoch ms>+0000)/` dates of client records. */
export const msDate = z.string().check(z.regex(/^\/Date\(\d+[+-]\d{4}\)\/$/));

/** An instant, ISO 8601 with its zone. */
export const dateTime = z.iso.datetime();

/** The error answer of every failure (docs/api.md §6). */
export const errorAnswer = component(
  'Error',
  z.object({
    error: z.object({
      code: text,
      message: text,
      details: z.optional(z.array(z.object({ field: z.optional(text), rule: z.optional(text), message: text }))),
    }),
  }),
);
