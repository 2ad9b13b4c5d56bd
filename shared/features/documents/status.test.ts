import { beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import type { Ports } from '../ports.ts';
import { createDocument, updateDocument } from './service.ts';

/** What an update that asks for a Status the document cannot take answers (docs/api.md §9). */
const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
let deps: Ports;
const line = { Description: 'Work', Quantity: '1', UnitRate: '100', VAT: '20' };

beforeEach(() => {
  const fake = fakePorts();
  deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
});

describe('a Status a document cannot take', () => {
  it("names the way to issue a draft credit note, which an update does not issue, and the document's kind with its article", async () => {
    const invoice = await createDocument(deps, owner, 'invoice', {
      Client: { ClientName: 'Buyer SA' },
      General: { Status: 'sent' },
      Items: [line],
    });
    const note = await createDocument(deps, owner, 'creditnote', {
      General: { Invoice: invoice.General.Number },
      Items: [{ ...line, UnitRate: '10' }],
    });
    await expect(
      updateDocument(deps, owner, 'creditnote', note.General.Number, { General: { Status: 'sent' } }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message:
        'A credit note cannot go from draft to sent: issue it with PUT /api/document.svc/action/issue/creditnote/{id}.',
    });
    // Created as issued, it would skip what its issue checks and counts: it is created a draft.
    await expect(
      createDocument(deps, owner, 'creditnote', {
        General: { Invoice: invoice.General.Number, Status: 'sent' },
        Items: [{ ...line, UnitRate: '1000' }],
      }),
    ).rejects.toMatchObject({ kind: 'conflict', message: expect.stringContaining('action/issue/creditnote') });
    const estimate = await createDocument(deps, owner, 'estimate', { Client: { ClientName: 'B' }, Items: [line] });
    await expect(
      updateDocument(deps, owner, 'estimate', estimate.General.Number, { General: { Status: 'paid' } }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      message: 'General.Status must be one of draft, sent, accepted, declined for an estimate.',
    });
  });

  it('refuses a Status the money decides at create as at update, and creates nothing', async () => {
    for (const Status of ['paid', 'partial', 'cancelled']) {
      await expect(
        createDocument(deps, owner, 'invoice', { Client: { ClientName: 'B' }, General: { Status }, Items: [line] }),
      ).rejects.toMatchObject({ code: 'status_follows_payments' });
    }
    const made = await createDocument(deps, owner, 'invoice', { Client: { ClientName: 'B' }, Items: [line] });
    expect(made.General.Number).toBe('INV-0001');
  });
});
