import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { moveClock } from '../clock/service.ts';
import { createDocument, getDocument } from '../documents/service.ts';
import { updateProfile } from '../profile/service.ts';
import { sendDocument } from './send.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };

describe('sending a draft numbered at issue (docs/api.md §22)', () => {
  it('issues it before the mail goes: the mail and its PDF name the Number it took, not its draft Number', async () => {
    const fake = fakePorts();
    const deps = fake.ports;
    fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
    await moveClock(deps, owner, { now: '2031-03-01T09:00:00Z' });
    await updateProfile(deps, owner, { Numbering: 'at_issue' });
    const draft = await createDocument(deps, owner, 'invoice', {
      Client: { ClientName: 'Buyer SA', ContactEmail: 'buyer@example.com' },
      General: { DateIssue: '2031-03-01', DueDate: '2031-04-01' },
      Items: [{ Description: 'Work', Quantity: '1', UnitRate: '100', VAT: '20' }],
    });
    expect(draft.General.Number).toBe('DRAFT-1');
    const sent = await sendDocument(deps, owner, 'invoice', 'DRAFT-1');
    expect(sent.General).toMatchObject({ Number: 'INV-0001', DraftNumber: 'DRAFT-1', Status: 'sent' });
    const [mail] = fake.mails;
    expect(mail?.subject).toContain('INV-0001');
    expect(mail?.subject).not.toContain('DRAFT');
    expect(mail?.attachments.map((a) => a.filename)).toContain('Invoice-INV-0001.pdf');
    expect((await getDocument(deps, owner, 'invoice', 'INV-0001')).sentCount).toBe(1);
  });
});
