import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the reports feature's operations. */
export const rows = ({ all }: Fixtures): Rows => ({
  'report.receivables': {
    // Staff read the report of their assigned clients; staff without the Invoices tab are refused.
    request: async () => ({ method: 'GET', path: '/api/report/receivables' }),
    expect: all(200, 200, 403, 200, 200),
  },
  'report.payables': {
    request: async () => ({ method: 'GET', path: '/api/report/payables' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'report.vat': {
    request: async () => ({ method: 'GET', path: '/api/report/vat?from=2026-01&to=2026-12&basis=invoices' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'report.revenue': {
    request: async () => ({ method: 'GET', path: '/api/report/revenue?from=2026-01&to=2026-12&group=month' }),
    expect: all(200, 403, 403, 403, 200),
  },
});
