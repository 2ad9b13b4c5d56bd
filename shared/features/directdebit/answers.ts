/**
 * The direct-debit feature's answers as schemas, for the API description: what its presenters
 * give. The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, number, text } from '../../kernel/answers.ts';

/** A batch of direct debits, as made. */
export const batch = component(
  'DirectDebitBatch',
  z.object({ batch_id: number, Url: text, CollectionDate: text, Count: number, Total: number }),
);
