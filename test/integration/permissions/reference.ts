import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the reference feature's operations. */
export const rows = ({ all }: Fixtures): Rows => ({
  // Open to anyone: every caller gets them.
  'reference.openapi': {
    request: async () => ({ method: 'GET', path: '/api/openapi.json' }),
    expect: all(200, 200, 200, 200, 200),
  },
  'reference.docs': {
    request: async () => ({ method: 'GET', path: '/api/docs' }),
    expect: all(200, 200, 200, 200, 200),
  },
  'reference.renderer': {
    request: async () => ({ method: 'GET', path: '/api/docs/scalar.js' }),
    expect: all(200, 200, 200, 200, 200),
  },
});
