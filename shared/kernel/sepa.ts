/** The characters the EPC lets a SEPA message carry (EPC217-08, the Latin set). */
const NOT_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/**
 * Text as a SEPA message may carry it: accents taken off (é to e), any other character outside
 * the EPC's Latin set a space, trimmed to `max` characters.
 */
export const sepaText = (text: string, max: number): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(NOT_SEPA, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
