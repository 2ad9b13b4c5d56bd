import { supplierUbl } from '../../support/supplier-invoice.ts';
import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the purchases feature's operations. */
export const rows = ({ all, owner, unique }: Fixtures): Rows => {
  const file = (credit = false) =>
    supplierUbl({ number: unique('PERM'), siren: '303265045', iban: 'FR7630001007941234567890185', credit });
  const purchaseOf = async (approved = false, credit = false) => {
    const res = await owner('POST', '/api/purchase/import', {
      body: file(credit),
      headers: { 'content-type': 'application/xml' },
    });
    const id = res.json.purchase_id as number;
    if (approved) await owner('PUT', `/api/purchase/action/approve/${id}`);
    return id;
  };
  return {
    'purchases.import': {
      request: async () => ({ method: 'POST', path: '/api/purchase/import', body: file(), type: 'application/xml' }),
      expect: all(200, 200, 403, 200, 200),
    },
    'purchases.import-upload': {
      request: async () => ({
        method: 'POST',
        path: '/api/purchase/import-upload',
        json: { Type: 'application/xml', Size: 2000 },
      }),
      expect: all(200, 200, 403, 200, 200),
    },
    'purchases.import-attach': {
      request: async () => {
        const body = file();
        const link = (
          await owner('POST', '/api/purchase/import-upload', {
            json: { Type: 'application/xml', Size: Buffer.byteLength(body) },
          })
        ).json;
        const sent = await fetch(link.Url, { method: 'PUT', headers: link.Headers, body });
        if (sent.status !== 200) throw new Error(`the upload was refused: ${sent.status}`);
        return { method: 'POST', path: '/api/purchase/import-attach', json: { Upload: link.Upload } };
      },
      // Another account's upload is not found in one's own.
      expect: all(200, 200, 403, 200, 409),
    },
    'purchases.get': {
      request: async () => ({ method: 'GET', path: `/api/purchase/get/${await purchaseOf()}` }),
      expect: all(200, 200, 403, 200, 404),
    },
    'purchases.file': {
      request: async () => ({ method: 'GET', path: `/api/purchase/file/${await purchaseOf()}` }),
      expect: all(200, 200, 403, 200, 404),
    },
    'purchases.list': {
      request: async () => ({ method: 'GET', path: '/api/purchase/list' }),
      expect: all(200, 200, 403, 200, 200),
    },
    'purchases.update': {
      request: async () => ({
        method: 'PUT',
        path: `/api/purchase/update/${await purchaseOf()}`,
        json: { Notes: 'vu' },
      }),
      expect: all(200, 200, 403, 200, 404),
    },
    'purchases.action': {
      request: async () => ({ method: 'PUT', path: `/api/purchase/action/approve/${await purchaseOf()}` }),
      expect: all(200, 200, 403, 200, 404),
    },
    'purchases.payment-create': {
      request: async () => ({
        method: 'POST',
        path: '/api/purchase/payment/create',
        json: { Purchase: await purchaseOf(true), Amount: 1, Date: '2026-04-01', Method: 'cash' },
      }),
      expect: all(200, 200, 403, 200, 404),
    },
    'purchases.payment-delete': {
      request: async () => {
        const paid = await owner('POST', '/api/purchase/payment/create', {
          json: { Purchase: await purchaseOf(true), Amount: 1, Date: '2026-04-01', Method: 'cash' },
        });
        return { method: 'DELETE', path: `/api/purchase/payment/delete/${paid.text.replace('Reference: ', '')}` };
      },
      expect: all(200, 200, 403, 200, 404),
    },
    'purchases.payment-list': {
      request: async () => ({ method: 'GET', path: '/api/purchase/payment/list' }),
      expect: all(200, 200, 403, 200, 200),
    },
    'purchases.transfer-list': {
      request: async () => ({ method: 'GET', path: '/api/purchase/transfer/list' }),
      expect: all(200, 200, 403, 200, 200),
    },
    'purchases.settle': {
      request: async () => ({
        method: 'POST',
        path: '/api/purchase/settle',
        json: { CreditNote: await purchaseOf(true, true), Invoice: await purchaseOf(true), Date: '2026-04-01' },
      }),
      expect: all(200, 200, 403, 200, 404),
    },
    'purchases.transfer-create': {
      request: async () => ({
        method: 'POST',
        path: '/api/purchase/transfer/create',
        json: { Purchases: [await purchaseOf(true)], ExecutionDate: '2026-04-15' },
      }),
      // The matrix's account has no IBAN to pay from: the transfer is refused, after access is granted.
      expect: all(409, 409, 403, 409, 404),
    },
    'purchases.transfer-get': {
      request: async () => ({ method: 'GET', path: '/api/purchase/transfer/get/999999' }),
      expect: all(404, 404, 403, 404, 404),
    },
    'purchases.transfer-cancel': {
      request: async () => ({ method: 'PUT', path: '/api/purchase/transfer/cancel/999999' }),
      expect: all(404, 404, 403, 404, 404),
    },
    'purchases.transfer-status': {
      request: async () => ({
        method: 'POST',
        path: '/api/purchase/transfer/status',
        body: `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt><OrgnlGrpInfAndSts><OrgnlMsgId>TRF-999999-X</OrgnlMsgId><GrpSts>RJCT</GrpSts></OrgnlGrpInfAndSts></CstmrPmtStsRpt></Document>`,
        type: 'application/xml',
      }),
      expect: all(404, 404, 403, 404, 404),
    },
  };
};
