import { expect, it } from 'vitest';
import { newAccount, useApi } from '../support/api.ts';
import { frenchBusinessBuyer, frenchSellerProfile } from '../support/french-parties.ts';
import { mailSentBy } from '../support/mails.ts';
import { getItemsWhile } from '../support/reads.ts';

/**
 * An issued document's files state its parties as they stood at its issue, and read no client to
 * make them; only whom it is sent to follows the client (shared/features/einvoice/service.ts,
 * `partiesOf`).
 */
const api = useApi();

/** Counts the reads of the account's clients while `work` runs. */
const clientReads = (accountId: string, work: () => Promise<unknown>) =>
  getItemsWhile((key) => key.PK === `A#${accountId}` && !!key.SK?.startsWith('CLIENT#'), work);

/** A French seller off the network with one business client whose principal contact has `email`. */
async function sellerWithClient(email: string) {
  const { accountId, token } = await newAccount('Parties');
  const call = (method: string, path: string, json?: unknown) => api.call(method, path, { token, json });
  const { ElectronicAddress: _a, ElectronicAddressScheme: _s, ...offNetwork } = frenchSellerProfile;
  expect((await call('PUT', '/api/account/profile', offNetwork)).status).toBe(200);
  const client = await call('POST', '/api/client/create', {
    ...frenchBusinessBuyer,
    Contacts: [{ Principal: true, LastName: 'Durand', Email: email }],
  });
  expect(client.status, client.text).toBe(200);
  /** A draft invoice of the client: its Number. */
  const draft = async () =>
    (
      await call('POST', '/api/document.svc/create/invoice', {
        Client: { Reference: frenchBusinessBuyer.Reference },
        Items: [{ Description: 'Conseil', UnitRate: 1000, Quantity: 1, VAT: 20 }],
      })
    ).text.replace('Reference: ', '');
  return { accountId, call, draft };
}

/** Sends the invoice by e-mail: whom the mail went to. */
async function sentTo(call: Awaited<ReturnType<typeof sellerWithClient>>['call'], number: string) {
  const mail = await mailSentBy(async () => {
    const sent = await call('PUT', `/api/document.svc/action/sendbyemail/invoice/${number}`, {});
    expect(sent.status, sent.text).toBe(200);
  });
  return mail.to?.map((a) => a.address);
}

it("makes an issued invoice's e-invoice from its parties at issue, without the client; a mail goes to the client as it is now", async () => {
  const { accountId, call, draft } = await sellerWithClient('before@buyer.example');
  const number = await draft();
  expect(
    (await call('PUT', `/api/document.svc/update/invoice/${number}`, { General: { Status: 'sent' } })).status,
  ).toBe(200);
  const ubl = () => call('GET', `/api/document.svc/get/invoice/${number}/ubl`);
  let first = '';
  expect(
    await clientReads(accountId, async () => {
      first = (await ubl()).text;
    }),
  ).toBe(0);
  expect(first).toContain('Acheteur SA');

  const clientId = (await call('GET', '/api/Clients.svc/list')).json[0].client_id;
  const renamed = await call('PUT', `/api/Clients.svc/update/${clientId}`, {
    Company: { CompanyName: 'Acheteur Renommé SA' },
    Contacts: [{ Principal: true, LastName: 'Durand', Email: 'after@buyer.example' }],
  });
  expect(renamed.status, renamed.text).toBe(200);
  expect(await clientReads(accountId, async () => expect((await ubl()).text).toBe(first))).toBe(0);
  expect(await sentTo(call, number)).toEqual(['after@buyer.example']);
});

it('reads the client once to send a draft by e-mail: the issue check, the issue and the mail share it', async () => {
  const { accountId, call, draft } = await sellerWithClient('durand@buyer.example');
  // Numbered when created, then numbered at issue (the draft is issued before the mail goes).
  for (const numbering of [undefined, 'at_issue']) {
    if (numbering) expect((await call('PUT', '/api/account/profile', { Numbering: numbering })).status).toBe(200);
    const number = await draft();
    let to: unknown;
    const reads = await clientReads(accountId, async () => {
      to = await sentTo(call, number);
    });
    expect(reads, `numbering ${numbering ?? 'at creation'}`).toBe(1);
    expect(to).toEqual(['durand@buyer.example']);
  }
});
