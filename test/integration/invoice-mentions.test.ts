import { describe, expect, it } from 'vitest';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { frenchSellerProfile } from '../support/french-parties.ts';

/**
 * What an invoice states, through the API (docs/api.md §10): the profile check before the first
 * invoice; an issued invoice keeps what it lacked (`General.Missing`); a seller on the reform's
 * network cannot issue one that lacks a mention the law requires (409 `invoice_incomplete`).
 */
const api = useApi();

async function seller(profile: Record<string, unknown>): Promise<Caller> {
  const call = api.as((await newAccount('Mentions')).token);
  const set = await call('PUT', '/api/account/profile', { json: profile });
  expect(set.status, set.text).toBe(200);
  for (const [Reference, Kind] of [
    ['PRO', 'business'],
    ['PERSO', 'consumer'],
  ])
    await call('POST', '/api/client/create', {
      json: {
        Reference,
        Kind,
        Company: { CompanyName: Kind === 'business' ? 'Acme SA' : '' },
        // A French business buyer on the reform's network: its SIREN and routing address (docs/api.md §20).
        ...(Kind === 'business'
          ? {
              RegistrationId: '732829320',
              RegistrationScheme: '0002',
              ElectronicAddress: '732829320',
              ElectronicAddressScheme: '0225',
            }
          : {}),
        Contacts: [{ Principal: true, FirstName: 'Claire', LastName: 'Dupont' }],
        Addresses: [
          { Address1: '5 place Bellecour', City: 'Lyon', ZIPCode: '69002', Country: 'FR', Target_Invoice: true },
        ],
      },
    });
  return call;
}

const issue = async (call: Caller, client: string, general: object = { DueDate: '2026-12-31' }) => {
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      Client: { Reference: client },
      DefaultValueUse: true,
      General: { DateIssue: '2026-12-01', ...general },
      Items: [{ Description: 'Conseil', UnitRate: 100, Quantity: 1, VAT: 20 }],
    },
  });
  const number = made.text.replace('Reference: ', '');
  const sent = await call('PUT', `/api/document.svc/update/invoice/${number}`, {
    json: { General: { Status: 'sent' } },
  });
  return { number, sent };
};

describe('what an invoice states', () => {
  it('tells a French seller what its profile lacks, and keeps on each invoice it issues what that invoice lacked', async () => {
    const {
      RegistrationId: _r,
      ElectronicAddress: _e,
      ElectronicAddressScheme: _s,
      ...tour
    } = {
      ...frenchSellerProfile,
      LatePaymentRate: null,
      RecoveryIndemnity: null,
    };
    const call = await seller(tour);
    const check = await call('GET', '/api/account/profile/check');
    expect(check.status).toBe(200);
    expect(check.json.Country).toBe('FR');
    expect(check.json.Missing.map((m: { field: string }) => m.field)).toEqual([
      'RegistrationId',
      'LatePaymentRate',
      'RecoveryIndemnity',
    ]);
    const business = await issue(call, 'PRO', {});
    expect(business.sent.status, business.sent.text).toBe(200);
    const got = (await call('GET', `/api/document.svc/get/invoice/${business.number}`)).json;
    expect(got.General.Missing.map((m: { field: string }) => m.field)).toEqual([
      'Profile.RegistrationId',
      'Profile.LatePaymentRate',
      'Profile.RecoveryIndemnity',
      'General.DueDate',
    ]);
    // A consumer is owed no late-payment terms.
    const consumer = await issue(call, 'PERSO');
    const perso = (await call('GET', `/api/document.svc/get/invoice/${consumer.number}`)).json;
    expect(perso.General.Missing.map((m: { field: string }) => m.field)).toEqual(['Profile.RegistrationId']);
  });

  it('refuses a network seller an invoice that lacks a mention (409 naming it), and keeps an empty list on a whole one', async () => {
    const { LatePaymentRate: _l, ...noRate } = frenchSellerProfile;
    const call = await seller(noRate);
    const refused = await issue(call, 'PRO');
    expect(refused.sent.status).toBe(409);
    expect(refused.sent.json.error).toMatchObject({ code: 'invoice_incomplete' });
    expect(refused.sent.json.error.details.map((d: { field: string }) => d.field)).toEqual(['Profile.LatePaymentRate']);
    expect((await call('GET', `/api/document.svc/get/invoice/${refused.number}`)).json.General.Status).toBe('draft');
    await call('PUT', '/api/account/profile', { json: { LatePaymentRate: 10 } });
    const whole = await issue(call, 'PRO');
    expect(whole.sent.status, whole.sent.text).toBe(200);
    expect((await call('GET', `/api/document.svc/get/invoice/${whole.number}`)).json.General.Missing).toEqual([]);
  });
});
