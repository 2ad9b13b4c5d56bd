import { logoImage } from '../../support/images.ts';
import type { Fixtures, Rows } from '../permissions.test.ts';

/** The permission matrix's rows of the profile feature's operations. */
export const rows = ({ all, owner, unique }: Fixtures): Rows => ({
  'account.profile-get': {
    request: async () => ({ method: 'GET', path: '/api/account/profile' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.profile-check': {
    request: async () => ({ method: 'GET', path: '/api/account/profile/check' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.profile-update': {
    request: async () => ({ method: 'PUT', path: '/api/account/profile', json: { TradeName: unique('Trade') } }),
    expect: all(200, 403, 403, 403, 200),
  },
  // In the manifest's order: each account that may set a logo has one for the get and the delete.
  'account.logo-set': {
    request: async () => ({ method: 'PUT', path: '/api/account/logo', body: logoImage(), type: 'image/png' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.logo-get': {
    request: async () => ({ method: 'GET', path: '/api/account/logo' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.logo-delete': {
    request: async () => {
      await owner('PUT', '/api/account/logo', { body: logoImage(), headers: { 'content-type': 'image/png' } });
      return { method: 'DELETE', path: '/api/account/logo' };
    },
    expect: all(200, 403, 403, 403, 200),
  },
});
