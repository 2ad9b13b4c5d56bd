import { expect, it } from 'vitest';
import { draftReferenceItems } from '../../shared/adapters/dynamodb/draft-references.ts';
import type { Document } from '../../shared/features/documents/model.ts';
import { draftReferences } from '../../shared/features/documents/numbering.ts';
import { newDocument } from '../../shared/features/documents/rules.ts';

const made = (type: 'invoice' | 'estimate', General: Partial<Document['General']>): Document => {
  const doc = newDocument('acct', type, 1, 1, '2031-03-01');
  return { ...doc, General: { ...doc.General, ...General } };
};
const draft = made('invoice', { Number: 'DRAFT-1', Estimate: 'EST-0001' });
const issued: Document = {
  ...draft,
  seriesSeq: 1,
  General: { ...draft.General, Status: 'sent', Number: 'INV-0001', DraftNumber: 'DRAFT-1' },
};
const estimate = made('estimate', { Number: 'EST-0001', Invoice: 'DRAFT-1' });

it('moves what named the draft only at the issue that numbers it', () => {
  expect(draftReferences(draft, issued)).toEqual([
    { kind: 'estimate', number: 'EST-0001', draft: 'DRAFT-1', issued: 'INV-0001' },
  ]);
  expect(draftReferences(issued, { ...issued, version: 2 })).toEqual([]);
  expect(draftReferences(undefined, draft)).toEqual([]);
});

it('leaves an estimate the same transaction writes to the caller: one operation per item (no read made)', async () => {
  const accepted = { ...estimate, General: { ...estimate.General, Status: 'accepted' as const } };
  expect(
    await draftReferenceItems([
      { before: draft, after: issued },
      { before: estimate, after: accepted },
    ]),
  ).toEqual([]);
});
