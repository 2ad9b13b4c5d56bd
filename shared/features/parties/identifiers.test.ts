import { describe, expect, it } from 'vitest';
import { easCodes, icdCodes, identifierProblems, isSiren, isSiret, luhn } from './identifiers.ts';

describe('party identifiers (docs/api.md §17)', () => {
  it('checks SIREN and SIRET numbers by their Luhn digit', () => {
    expect(luhn('79927398713')).toBe(true);
    expect(isSiren('732829320')).toBe(true);
    expect(isSiren('732829321')).toBe(false);
    expect(isSiren('73282932')).toBe(false);
    expect(isSiret('73282932000074')).toBe(true);
    expect(isSiret('73282932000075')).toBe(false);
  });

  it('knows the EN 16931 code lists of electronic address and registration schemes', () => {
    for (const code of ['0225', '0009', '0088', '9957', '0208', 'EM']) expect(easCodes.has(code)).toBe(true);
    for (const code of ['ZZZZ', '0003', 'SIREN', '']) expect(easCodes.has(code)).toBe(false);
    for (const code of ['0002', '0009', '0208', '0248']) expect(icdCodes.has(code)).toBe(true);
    for (const code of ['0001', '0092', '0249', 'SIREN']) expect(icdCodes.has(code)).toBe(false);
  });

  it('names each identifier that does not fit its scheme, and an address without one', () => {
    expect(identifierProblems({ RegistrationId: '732829320', RegistrationScheme: '0002' })).toEqual([]);
    expect(identifierProblems({ ElectronicAddress: '732829320', ElectronicAddressScheme: '0225' })).toEqual([]);
    expect(identifierProblems({ ElectronicAddress: '732829320_COMPTA', ElectronicAddressScheme: '0225' })).toEqual([]);
    expect(identifierProblems({ ElectronicAddress: 'ap@acme.example', ElectronicAddressScheme: 'EM' })).toEqual([]);
    expect(identifierProblems({ ElectronicAddress: '0403019261', ElectronicAddressScheme: '0208' })).toEqual([]);
    expect(
      identifierProblems({
        RegistrationId: '732829321',
        RegistrationScheme: '0002',
        ElectronicAddress: '12345678901234',
        ElectronicAddressScheme: '0009',
      }).map((p) => p.field),
    ).toEqual(['ElectronicAddress', 'RegistrationId']);
    expect(identifierProblems({ ElectronicAddress: 'no-at-sign', ElectronicAddressScheme: 'EM' })[0]?.field).toBe(
      'ElectronicAddress',
    );
    expect(identifierProblems({ ElectronicAddress: '732829320' })[0]?.field).toBe('ElectronicAddressScheme');
  });
});
