import { describe, expect, it } from 'vitest';
import { frenchSellerProfile } from '../../../test/support/french-parties.ts';
import { profileMissing } from './mentions.ts';
import { withDefaults } from './service.ts';

/** What a seller is told before its first invoice (docs/api.md §10, what an invoice states). */
const { ElectronicAddress: _e, ElectronicAddressScheme: _s, ...complete } = frenchSellerProfile;
const fields = (profile: object) => profileMissing(withDefaults(profile)).map((m) => m.field);

describe('the profile check', () => {
  it('tells a French seller without SIREN, rate or indemnity what its invoices would lack', () => {
    expect(fields(complete)).toEqual([]);
    const { RegistrationId: _r, LatePaymentRate: _l, RecoveryIndemnity: _i, ...tour } = complete;
    expect(fields(tour)).toEqual(['RegistrationId', 'LatePaymentRate', 'RecoveryIndemnity']);
    expect(profileMissing(withDefaults(tour))[0]!.why).toContain('SIREN');
  });

  it('asks no VAT number of a seller under the franchise, and only name, address and VAT number elsewhere in the EU', () => {
    const { VATIntra: _v, ...franchise } = complete;
    expect(fields({ ...franchise, VATFranchise: true })).toEqual([]);
    expect(fields(franchise)).toEqual(['VATIntra']);
    expect(fields({ LegalName: 'GmbH', Address1: 'Str. 1', ZIPCode: '10115', City: 'Berlin', Country: 'DE' })).toEqual([
      'VATIntra',
    ]);
    expect(fields({ LegalName: 'Ltd', Address1: '1 High St', ZIPCode: 'LS1', City: 'Leeds', Country: 'GB' })).toEqual(
      [],
    );
    expect(fields({})).toEqual(['LegalName', 'Address1', 'ZIPCode', 'City', 'Country']);
  });
});
