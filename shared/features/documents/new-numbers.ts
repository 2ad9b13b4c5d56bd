/**
 * A new document's Number, taken from the account's sequences: the next of its type, or under
 * numbering at issue a provisional `DRAFT-<n>`; given back when the write that took it is refused.
 */
import type { Principal } from '../../access/principal.ts';
import { isConflict } from '../../kernel/errors.ts';
import { insertUnique } from '../../kernel/optimistic.ts';
import { type TakenValue, takenOnce } from '../../kernel/taken-once.ts';
import type { Stores } from '../ports.ts';
import { getProfile } from '../profile/service.ts';
import type { DocumentType } from './model.ts';
import { DRAFT_SEQUENCE, draftNumber, numberedAtIssue } from './numbering.ts';

const prefixOf: Record<DocumentType, string> = { invoice: 'INV', estimate: 'EST', creditnote: 'CN' };

/**
 * Writes a new document under its Number, `chosen` (409 when taken) or the next of its type: one
 * taken meanwhile by a chosen Number is skipped past, and one whose write another came before
 * (the stock, the series, the version of what it reads) is kept for the write's next run, so
 * that the Numbers given at creation leave no gap but where a chosen one took a place.
 */
export function insertNumbered<T>(
  deps: Pick<Stores, 'accounts' | 'sequences'>,
  principal: Principal,
  type: DocumentType,
  chosen: string | undefined,
  write: (number: string) => Promise<T>,
  takenMessage: string,
): Promise<T> {
  const generated = numberTakenOnce(deps, principal, type);
  return generated.givenBackIfRefused(() =>
    insertUnique(
      async () => {
        const number = chosen ?? (await generated.take());
        try {
          return await write(number);
        } catch (error) {
          if (isConflict(error, 'taken')) generated.forget();
          throw error;
        }
      },
      chosen,
      'General.Number',
      takenMessage,
    ),
  );
}

/** A Number taken from the account's sequence `kind`, as its `value` there. */
interface TakenNumber extends TakenValue {
  number: string;
}

/**
 * The next Number of a type from the account's sequence: `INV-0001`, `EST-0001`, `CN-0001`; an
 * invoice's or credit note's is a provisional `DRAFT-<n>` where the profile numbers at issue.
 */
async function takeNumber(
  deps: Pick<Stores, 'accounts' | 'sequences'>,
  principal: Principal,
  type: DocumentType,
): Promise<TakenNumber> {
  const kind =
    type !== 'estimate' && numberedAtIssue((await getProfile(deps, principal)).Numbering, type) ? DRAFT_SEQUENCE : type;
  const value = await deps.sequences.next(principal.accountId, kind);
  const number = kind === DRAFT_SEQUENCE ? draftNumber(value) : `${prefixOf[type]}-${String(value).padStart(4, '0')}`;
  return { number, kind, value };
}

/**
 * The next Number of `type` (`takeNumber`), taken at the first `take` and the same at every later
 * one (`takenOnce`): a refused write gives it back, so a refused request leaves no gap (an issue
 * refused for its stock, a second cancel of one invoice, a late fee charged twice at once); one
 * a chosen Number took meanwhile is forgotten and skipped past.
 */
export function numberTakenOnce(
  deps: Pick<Stores, 'accounts' | 'sequences'>,
  principal: Principal,
  type: DocumentType,
) {
  const taken = takenOnce(deps.sequences, principal.accountId, () => takeNumber(deps, principal, type), true);
  return { ...taken, take: async (): Promise<string> => (await taken.take()).number };
}
