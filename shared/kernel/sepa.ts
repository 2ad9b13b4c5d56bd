import anyAscii from 'any-ascii';

/** The characters the EPC lets a SEPA message carry (EPC217-08, the Latin set). */
const NOT_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/**
 * Text as a SEPA message may carry it: every script written in Latin letters (any-ascii: é to e,
 * ß to ss, Ø to O, Ελληνικά to Ellinika, 山田 to ShanTian), `&` as `+` (EPC217-08's advice), any
 * other character outside the EPC's Latin set a space, trimmed to `max` characters. May be empty
 * (a text of symbols only): a field the schema requires takes `sepaName`.
 */
export const sepaText = (text: string, max: number): string =>
  anyAscii(text).replace(/&/g, '+').replace(NOT_SEPA, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();

/** Unstructured remittance information (`RmtInf/Ustrd`, 140 characters), left out when nothing of the text can be carried. */
export const sepaRemittance = (text: string): { RmtInf?: { Ustrd: string } } => {
  const carried = sepaText(text, 140);
  return carried ? { RmtInf: { Ustrd: carried } } : {};
};

/** A name a SEPA message requires (1 to `max` characters): `NOTPROVIDED`, as the EPC says it, when nothing of it can be carried. */
export const sepaName = (text: string, max: number): string => sepaText(text, max) || 'NOTPROVIDED';

/** A SEPA file's message id (`GrpHdr/MsgId`): its kind, its number in the account and when it was made, in base 36. */
export const sepaMessageId = (kind: string, id: number, at = Date.now()): string =>
  `${kind}-${id}-${at.toString(36)}`.toUpperCase();

/**
 * The business as its own party in a SEPA file (the debtor of a transfer, the creditor of a
 * debit): its legal name, else the account's company, else `role`; its IBAN; its BIC when it has one.
 */
export const ownSepaParty = (
  profile: { LegalName: string; IBAN: string; BIC: string },
  company: string,
  role: string,
): { name: string; iban: string; bic?: string } => ({
  name: profile.LegalName || company || role,
  iban: profile.IBAN,
  ...(profile.BIC ? { bic: profile.BIC } : {}),
});
