/**
 * The direct-debit feature's answers as schemas, for the API description: what its presenters
 * give. The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, dateTime, number, text } from '../../kernel/answers.ts';

/** A batch of direct debits in the account's list: as made, when, and each invoice it collects. */
export const listedBatch = component(
  'ListedDirectDebitBatch',
  z.object({
    batch_id: number,
    Url: text,
    CollectionDate: text,
    Count: number,
    Total: number,
    CreateDate: dateTime,
    Collections: z.array(
      z.object({
        Invoice: text,
        Amount: number,
        mandate_id: number,
        RUM: text,
        Scheme: text,
        SequenceType: z.enum(['FRST', 'RCUR', 'OOFF']),
      }),
    ),
  }),
);

/** A batch of direct debits, as made. */
export const batch = component(
  'DirectDebitBatch',
  z.object({ batch_id: number, Url: text, CollectionDate: text, Count: number, Total: number }),
);
