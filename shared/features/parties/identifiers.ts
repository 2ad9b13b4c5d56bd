/**
 * The code lists of EN 16931 that a party's identifiers name, as the CEN validation artefacts
 * (1.3.x, infra/local/einvoicing-rules) check them, and the French identifiers' check digits.
 */

/** Electronic address schemes (EAS, BT-34/BT-49 `schemeID`): `0225` French routing address, `0009` SIRET, `0088` GLN, `9957` French VAT, `EM` e-mail... */
export const easCodes: ReadonlySet<string> = new Set(
  '0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 0184 0188 0190 0191 0192 0193 0194 0195 0196 0198 0199 0200 0201 0202 0203 0204 0205 0208 0209 0210 0211 0212 0213 0215 0216 0217 0218 0219 0220 0221 0225 0230 0235 0240 0242 0244 0245 0246 0248 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959 AN AQ AS AU EM'.split(
    ' ',
  ),
);

/** ISO 6523 ICD (BT-30/BT-47 `schemeID`): 0002 to 0248 but for the four codes never issued. */
export const icdCodes: ReadonlySet<string> = new Set(
  Array.from({ length: 247 }, (_, i) => String(i + 2).padStart(4, '0')).filter(
    (code) => !['0092', '0103', '0181', '0182'].includes(code),
  ),
);

/** Whether digits pass the Luhn check, as SIREN and SIRET numbers do. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A SIREN: 9 digits whose Luhn check holds. */
export const isSiren = (id: string): boolean => /^\d{9}$/.test(id) && luhn(id);
/** A SIRET: 14 digits whose Luhn check holds (the SIREN and the establishment's number). */
export const isSiret = (id: string): boolean => /^\d{14}$/.test(id) && luhn(id);

/** The SIREN a registration states: the SIREN itself, or the first 9 digits of a SIRET. */
export function sirenOf(id: string | undefined, scheme: string | undefined): string | undefined {
  const digits = id?.replace(/\s+/g, '');
  if (!digits) return undefined;
  if (scheme === '0002' && /^\d{9}$/.test(digits)) return digits;
  if (scheme === '0009' && /^\d{14}$/.test(digits)) return digits.slice(0, 9);
  return undefined;
}

/**
 * Why an identifier does not fit its scheme (undefined when it does): SIREN (`0002`) and SIRET
 * (`0009`) by their check digits; a French routing address (`0225`) starts with a SIREN (a
 * suffix may follow); an `EM` address is an e-mail address.
 */
export function identifierProblem(scheme: string, id: string): string | undefined {
  if (scheme === '0002' && !isSiren(id)) return 'is not a SIREN (9 digits whose check digit holds)';
  if (scheme === '0009' && !isSiret(id)) return 'is not a SIRET (14 digits whose check digit holds)';
  if (scheme === '0225' && !(/^\d{9}([_.-][A-Za-z0-9_.-]{1,40})?$/.test(id) && isSiren(id.slice(0, 9))))
    return 'is not a French routing address (a SIREN, then an optional suffix after _ . or -)';
  if (scheme === 'EM' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(id)) return 'is not an e-mail address';
  return undefined;
}

/** A party's identifiers as the profile and clients hold them (BT-29/30/34, BT-46/47/49). */
export interface PartyIdentifiers {
  ElectronicAddress?: string;
  ElectronicAddressScheme?: string;
  RegistrationId?: string;
  RegistrationScheme?: string;
}

/** The identifiers that do not fit their scheme, each with its field (none when all fit); an address needs its scheme. */
export function identifierProblems(party: PartyIdentifiers): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const check = (field: 'ElectronicAddress' | 'RegistrationId', scheme: string | undefined) => {
    const id = party[field];
    const problem = id && scheme ? identifierProblem(scheme, id) : undefined;
    if (problem) problems.push({ field, message: `${problem} (scheme ${scheme})` });
  };
  check('ElectronicAddress', party.ElectronicAddressScheme);
  check('RegistrationId', party.RegistrationScheme);
  if (party.ElectronicAddress && !party.ElectronicAddressScheme)
    problems.push({
      field: 'ElectronicAddressScheme',
      message: 'is required with an ElectronicAddress (0225, 0009, EM...)',
    });
  return problems;
}
