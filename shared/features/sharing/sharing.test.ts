import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { statusOf } from '../../http/answers.ts';
import { addDays } from '../../kernel/dates.ts';
import { Failure } from '../../kernel/errors.ts';
import { loadSigningKey } from '../../kernel/signing-key.ts';
import { createDocument, getDocument, updateDocument } from '../documents/service.ts';
import type { Ports } from '../ports.ts';
import { chooseOnEstimate, linkForMail, openShared, recordView, shareDocument, unshareDocument } from './service.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
const line = { Description: 'Work', UnitRate: '10', Quantity: '1' };
const status = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (e: unknown) => (e instanceof Failure ? statusOf[e.kind] : 500),
  );

let fake: ReturnType<typeof fakePorts>;
let deps: Ports;
beforeEach(async () => {
  await loadSigningKey();
  fake = fakePorts();
  deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
});

async function sent(type: 'invoice' | 'estimate') {
  const doc = await createDocument(deps, owner, type, { Client: { ClientName: 'Buyer' }, Items: [line] });
  await updateDocument(deps, owner, type, doc.General.Number, { General: { Status: 'sent' } });
  return doc.General.Number;
}

describe('share links (docs/api.md §12), on in-memory ports', () => {
  it('refuses a draft, opens an issued document, and not once expired or revoked', async () => {
    const draft = await createDocument(deps, owner, 'invoice', { Items: [line] });
    expect(await status(shareDocument(deps, owner, 'invoice', draft.General.Number))).toBe(409);
    const number = await sent('invoice');
    const { token } = await shareDocument(deps, owner, 'invoice', number, 1);
    expect((await openShared(deps, token)).doc.General.Number).toBe(number);
    vi.useFakeTimers({ now: Date.now() + 86_400_001 });
    expect(await status(openShared(deps, token))).toBe(404);
    vi.useRealTimers();
    const second = await shareDocument(deps, owner, 'invoice', number);
    await unshareDocument(deps, owner, 'invoice', number);
    expect(await status(openShared(deps, second.token))).toBe(404);
    expect(await status(openShared(deps, 'not-a-token'))).toBe(404);
  });

  it('sets ViewedAt on the first view only, and takes one choice on a sent estimate', async () => {
    const number = await sent('estimate');
    const { token } = await shareDocument(deps, owner, 'estimate', number);
    const first = await recordView(deps, await openShared(deps, token));
    const again = await recordView(deps, await openShared(deps, token));
    expect(again.General.ViewedAt).toBe(first.General.ViewedAt);
    await chooseOnEstimate(deps, await openShared(deps, token), 'accept', '2026-01-01');
    expect(await status(chooseOnEstimate(deps, await openShared(deps, token), 'decline', '2026-01-01'))).toBe(409);
    expect((await getDocument(deps, owner, 'estimate', number)).General.Status).toBe('accepted');
    const acts = fake.history.filter((h) => h.number === number).map((h) => h.action);
    expect(acts.filter((a) => a === 'view')).toHaveLength(1);
    expect(acts.filter((a) => a === 'accept')).toHaveLength(1);
  });

  it('takes no choice on an estimate past its Validity: the offer has lapsed, and the estimate stays as it was', async () => {
    const number = await sent('estimate');
    const validity = (await getDocument(deps, owner, 'estimate', number)).General.DateIssue;
    await updateDocument(deps, owner, 'estimate', number, { General: { Validity: validity } });
    const { token } = await shareDocument(deps, owner, 'estimate', number);
    const dayAfter = addDays(validity, 1);
    for (const choice of ['accept', 'decline'] as const)
      expect(await status(chooseOnEstimate(deps, await openShared(deps, token), choice, dayAfter))).toBe(409);
    expect((await getDocument(deps, owner, 'estimate', number)).General.Status).toBe('sent');
    // On its last day it is still open.
    await chooseOnEstimate(deps, await openShared(deps, token), 'accept', validity);
    expect((await getDocument(deps, owner, 'estimate', number)).General.Status).toBe('accepted');
  });

  it('gives the e-mail the live link again rather than a new one each send', async () => {
    const number = await sent('invoice');
    const doc = await getDocument(deps, owner, 'invoice', number);
    const first = await linkForMail(deps, owner, doc);
    const second = await linkForMail(deps, owner, doc);
    expect(second.token).toBe(first.token);
    expect(fake.history.filter((h) => h.number === number && h.action === 'share')).toHaveLength(1);
  });
});
