import { isDeepStrictEqual } from 'node:util';
import type { ErrorDetail } from '../../kernel/errors.ts';
import type { Document } from './model.ts';

/** Equal in value, whatever the order of keys (DynamoDB gives map keys back in its own order). */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** The fields of `group` whose values differ, as dotted paths (`General.DueDate`). */
function changedIn(group: string, before: object, after: object): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => !same((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k]))
    .map((k) => `${group}.${k}`);
}

/** What an issued invoice may still change besides its Folder: whether it is reminded (docs/api.md §14). */
const changeableOnceIssued = new Set(['General.Reminders']);

/**
 * What an update would change in a document besides its Folder, by dotted path. A field sent
 * with its current value is no change, so get-modify-put of Folder goes through.
 */
export function changedFields(before: Document, after: Document): string[] {
  const fields = [
    ...changedIn('General', before.General, after.General),
    ...changedIn('Client', before.Client, after.Client),
    ...(same(before.Items, after.Items) ? [] : ['Items']),
    ...changedIn('Comments', before.Comments, after.Comments),
    ...(same(before.Delivery, after.Delivery) ? [] : ['Delivery']),
  ];
  if (before.clientId !== after.clientId && !fields.includes('Client.Reference')) fields.push('Client.Reference');
  return fields;
}

/** The fields an update may not change on an issued invoice (docs/api.md §9). */
export const refusedOnceIssued = (before: Document, after: Document): string[] =>
  changedFields(before, after).filter((f) => !changeableOnceIssued.has(f));

/** The error details that name refused fields. */
export const refusedFields = (fields: string[]): ErrorDetail[] =>
  fields.map((field) => ({ field, message: 'is fixed once the invoice is issued' }));
