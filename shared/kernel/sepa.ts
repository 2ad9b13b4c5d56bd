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
