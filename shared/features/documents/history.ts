import type { Principal } from '../../access/principal.ts';
import { changedFields } from './locking.ts';
import type { Document, HistoryAction, HistoryEntry } from './model.ts';
import { storedNumber } from './numbering.ts';

/** An entry of `doc`'s history, by `principal`, now. */
export const historyEntry = (
  principal: Pick<Principal, 'userId'>,
  doc: Document,
  action: HistoryAction,
  changes: Record<string, unknown> = {},
): HistoryEntry => ({
  accountId: doc.accountId,
  type: doc.type,
  // Under the Number it is stored under: a document numbered at issue keeps one history (docs/api.md §22).
  number: storedNumber(doc),
  documentCreatedAt: doc.createdAt,
  at: Date.now(),
  userId: principal.userId,
  action,
  changes,
});

/** A note in a document's history, as a write of another feature joins it: the document's new version and the entry. */
export interface HistoryNote {
  write: { before: Document; after: Document };
  history: HistoryEntry[];
}

/**
 * A note in `doc`'s history that leaves it as it is but for its version: the write and its entry,
 * for a write of another feature to join (the note then stands or falls with it).
 */
export const historyNote = (
  principal: Pick<Principal, 'userId'>,
  doc: Document,
  action: HistoryAction,
  changes: Record<string, unknown>,
): HistoryNote => {
  const after = { ...doc, version: doc.version + 1, updatedBy: principal.userId };
  return { write: { before: doc, after }, history: [historyEntry(principal, after, action, changes)] };
};

/** The value at a dotted path (`General.DueDate`, `Items`). */
const at = (doc: Document, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], doc);

/** What an update changed: each changed field by its dotted path, with its old and new value. */
export function updateChanges(before: Document, after: Document): Record<string, { old: unknown; new: unknown }> {
  const fields = changedFields(before, after);
  if (before.folder !== after.folder) fields.push('Folder');
  return Object.fromEntries(
    fields.map((f) => [
      f,
      f === 'Folder'
        ? { old: before.folder, new: after.folder }
        : { old: at(before, f) ?? null, new: at(after, f) ?? null },
    ]),
  );
}

/** A Status change, as the `changes` of the entry that caused it. */
export const statusChange = (before: Document, after: Document): Record<string, unknown> =>
  before.General.Status === after.General.Status
    ? {}
    : { Status: { old: before.General.Status, new: after.General.Status } };
