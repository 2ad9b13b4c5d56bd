import { describe, expect, it } from 'vitest';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { storedFileKey } from '../../shared/features/stored-files/port.ts';
import { newAccount, useApi } from '../support/api.ts';
import { frenchBuyerProfile } from '../support/french-parties.ts';
import { supplierUbl } from '../support/supplier-invoice.ts';

/**
 * Files in the encoding their writer chose (docs/api.md §3): a supplier's XML in ISO-8859-1 as its
 * declaration says, a bank's CSV export in Windows-1252, read with their accents; bytes that are
 * not the encoding a file declares are 400 and leave nothing, never `�` in the books.
 */
const api = useApi();

async function buyer(name: string) {
  const { token, accountId } = await newAccount(name);
  const call = api.as(token);
  expect((await call('PUT', '/api/account/profile', { json: frenchBuyerProfile })).status).toBe(200);
  return { call, token, accountId };
}

/** A UBL invoice of a supplier with accents in its name and a line's, declared and written in ISO-8859-1. */
const latin1Ubl = (number: string, declared: string) =>
  Buffer.from(
    supplierUbl({
      number,
      siren: '552100554',
      name: 'Boulangerie Éloïse',
      lines: [{ name: 'Pâté en croûte', quantity: 2, price: '12.50', rate: 5.5 }],
    }).replace('encoding="UTF-8"', `encoding="${declared}"`),
    'latin1',
  );

describe("a supplier's XML in the encoding it declares", () => {
  it('ISO-8859-1 is read with its accents, and kept byte for byte', async () => {
    const { call, token } = await buyer('Latin-1');
    const file = latin1Ubl('L-1', 'ISO-8859-1');
    const res = await call('POST', '/api/purchase/import', {
      body: file,
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.Lines[0].Description).toBe('Pâté en croûte');
    const supplier = await call('GET', `/api/supplier/get/${res.json.supplier_id}`);
    expect(supplier.json.Name).toBe('Boulangerie Éloïse');
    const kept = await fetch(`${api.state.baseUrl}/api/purchase/file/${res.json.purchase_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await kept.arrayBuffer()).equals(file)).toBe(true);
  });

  it('bytes that are not the UTF-8 it declares are 400, and nothing is kept', async () => {
    const { call } = await buyer('Not UTF-8');
    const res = await call('POST', '/api/purchase/import', {
      body: latin1Ubl('L-2', 'UTF-8'),
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json.error.message).toMatch(/utf-8/i);
    expect((await call('GET', '/api/purchase/list')).json).toEqual([]);
    expect((await call('GET', '/api/supplier/list')).json).toEqual([]);
  });

  it('an encoding no decoder knows is 400 naming it', async () => {
    const { call } = await buyer('Unknown encoding');
    const res = await call('POST', '/api/purchase/import', {
      body: latin1Ubl('L-3', 'X-MADE-UP'),
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json.error.message).toContain('X-MADE-UP');
  });
});

describe("a bank's CSV export", () => {
  const csv = 'Date,Amount,Currency,Name,Reference,BankRef\n2026-03-02,15.00,EUR,Société Générale,Loyer mars,B-1\n';
  /** The CSV sent in Windows-1252 as `contentType`: its answer, and the statement's text as kept for the import worker. */
  async function importLatin1(name: string, contentType: string) {
    const { call, accountId } = await buyer(name);
    const res = await call('POST', '/api/bank/statement/import', {
      body: Buffer.from(csv, 'latin1'),
      headers: { 'content-type': contentType },
    });
    const kept = await s3StoredFiles.get(storedFileKey(accountId, 'statements', '1.csv'));
    return { res, kept: kept ? Buffer.from(kept.bytes).toString('utf8') : undefined };
  }

  it('in Windows-1252 without a charset, or in the charset its media type names, is read with its accents', async () => {
    for (const type of ['text/csv', 'text/csv; charset=ISO-8859-1']) {
      const { res, kept } = await importLatin1(type, type);
      expect(res.status, res.text).toBe(202);
      expect(kept).toContain('Société Générale');
    }
  });

  it('in bytes that are not the charset it names is 400, and nothing is kept', async () => {
    const { res, kept } = await importLatin1('CSV not UTF-8', 'text/csv; charset=utf-8');
    expect(res.status, res.text).toBe(400);
    expect(kept).toBeUndefined();
  });
});

describe('a JSON body', () => {
  it('in Latin-1 is 400 and makes nothing: JSON is UTF-8, and a client named `Soci�t�` is no client', async () => {
    const { token } = await newAccount('JSON Latin-1');
    const call = api.as(token);
    const res = await call('POST', '/api/client/create', {
      body: Buffer.from('{"Reference":"SG","Company":{"CompanyName":"Société Générale"}}', 'latin1'),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json.error.message).toContain('UTF-8');
    expect((await call('GET', '/api/Clients.svc/list')).json).toEqual([]);
    const utf8 = await call('POST', '/api/client/create', {
      json: { Reference: 'SG', Company: { CompanyName: 'Société Générale' } },
    });
    expect(utf8.status, utf8.text).toBe(200);
  });
});
