/**
 * The stock feature's answers as schemas, for the API description: what its presenters give.
 * The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, date, number, text } from '../../kernel/answers.ts';

/** One stock movement of an inventory entry. */
export const movement = component(
  'StockMovement',
  z.object({ Date: date, Quantity: number, Document: text, Balance: number }),
);
