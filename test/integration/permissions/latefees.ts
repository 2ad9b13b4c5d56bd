import { expect } from 'vitest';
import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the latefees feature's operations. */
export const rows = ({ all, owner, remindableInvoiceOf }: Fixtures): Rows => ({
  'latefees.create': {
    request: async (mine) => {
      const rate = await owner('PUT', '/api/account/profile', { json: { LatePaymentRate: 10 } });
      expect(rate.status, rate.text).toBe(200);
      return {
        method: 'PUT',
        path: `/api/document.svc/action/latefee/invoice/${await remindableInvoiceOf(mine)}`,
        json: { Date: '2026-03-01' },
      };
    },
    expect: all(200, 200, 403, 404, 404),
  },
});
