import { describe, expect, it } from 'vitest';
import { newAccount, useApi } from '../support/api.ts';

/** The party and document fields of docs/api.md §17: kept, answered, and refused when a code or a check digit is wrong. */
const api = useApi();

describe('party and document fields for e-invoicing platforms', () => {
  it('the profile takes an electronic address, its scheme and VAT on debits; a bad code or SIREN changes nothing', async () => {
    const call = api.as((await newAccount('Parties')).token);
    const put = await call('PUT', '/api/account/profile', {
      json: {
        RegistrationId: '732829320',
        RegistrationScheme: '0002',
        ElectronicAddress: '732829320',
        ElectronicAddressScheme: '0225',
        VATOnDebits: true,
      },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.json).toMatchObject({
      ElectronicAddressScheme: '0225',
      ElectronicAddress: '732829320',
      VATOnDebits: true,
    });
    for (const bad of [
      { ElectronicAddressScheme: 'ZZZZ' },
      { VATOnDebits: 'sometimes' },
      { RegistrationScheme: 'SIREN' },
      { ElectronicAddress: '732829321' },
      { RegistrationId: '123456789' },
    ]) {
      const res = await call('PUT', '/api/account/profile', { json: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.error.details[0].field).toBe(Object.keys(bad)[0]);
    }
    expect((await call('GET', '/api/account/profile')).json).toMatchObject({
      ElectronicAddress: '732829320',
      RegistrationId: '732829320',
      VATOnDebits: true,
    });
  });

  it('a client takes its kind (business by default), registration and electronic address; bad codes are 400', async () => {
    const call = api.as((await newAccount('Parties')).token);
    const made = await call('POST', '/api/client/create', {
      json: {
        Reference: 'FR-1',
        Company: { CompanyName: 'Acheteur SA' },
        RegistrationId: '732829320',
        RegistrationScheme: '0002',
        ElectronicAddress: '73282932000074',
        ElectronicAddressScheme: '0009',
      },
    });
    expect(made.status, made.text).toBe(200);
    const got = await call('GET', made.headers.get('location')!);
    expect(got.json).toMatchObject({
      Kind: 'business',
      RegistrationId: '732829320',
      RegistrationScheme: '0002',
      ElectronicAddress: '73282932000074',
      ElectronicAddressScheme: '0009',
    });
    const consumer = await call('POST', '/api/client/create', {
      json: { Reference: 'C-1', Kind: 'consumer', Contacts: [{ Principal: true, LastName: 'Martin' }] },
    });
    expect((await call('GET', consumer.headers.get('location')!)).json.Kind).toBe('consumer');
    for (const bad of [{ Kind: 'alien' }, { ElectronicAddressScheme: 'ZZZZ' }, { RegistrationScheme: 'SIREN' }]) {
      const res = await call('POST', '/api/client/create', {
        json: { Reference: `BAD-${Object.keys(bad)[0]}`, Company: { CompanyName: 'X' }, ...bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const id = made.headers.get('location')!.split('/').pop();
    const wrongSiret = await call('PUT', `/api/Clients.svc/update/${id}`, {
      json: { ElectronicAddress: '73282932000075' },
    });
    expect(wrongSiret.status).toBe(400);
  });

  it('a document takes BuyerReference, OrderReference, OperationCategory, VATOnDebits, DeliveryDate and Delivery; a bad one is 400', async () => {
    const call = api.as((await newAccount('Parties')).token);
    const general = {
      BuyerReference: 'SERV-1',
      OrderReference: 'PO-9',
      OperationCategory: 'mixed',
      VATOnDebits: false,
      DeliveryDate: '2026-03-01',
    };
    const made = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        General: general,
        Delivery: { Address1: '1 quai Saint-Antoine', City: 'Lyon', ZIPCode: '69002', Country: 'FR' },
        Items: [{ Description: 'Work', UnitRate: 10, Quantity: 1 }],
      },
    });
    expect(made.status, made.text).toBe(200);
    const n = made.text.replace('Reference: ', '');
    const got = (await call('GET', `/api/document.svc/get/invoice/${n}`)).json;
    expect(got.General).toMatchObject(general);
    expect(got.Delivery).toMatchObject({ City: 'Lyon', Country: 'FR' });
    const cleared = await call('PUT', `/api/document.svc/update/invoice/${n}`, {
      json: { General: { DeliveryDate: null }, Delivery: null },
    });
    expect(cleared.status, cleared.text).toBe(200);
    const after = (await call('GET', `/api/document.svc/get/invoice/${n}`)).json;
    expect(after.General.DeliveryDate).toBeUndefined();
    expect(after.Delivery).toBeUndefined();
    for (const bad of [
      { General: { OperationCategory: 'teleportation' } },
      { General: { VATOnDebits: 'yes' } },
      { Delivery: { Country: 'XX' } },
    ]) {
      const res = await call('POST', '/api/document.svc/create/invoice', {
        json: { ...bad, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});
