import fc from 'fast-check';

/** The leaf elements of an XML file: where each starts, and its text as written. */
const leaves = (xml: string) =>
  [...xml.matchAll(/<([\w:]+)[^>/]*>[^<]*<\/\1>/g)].map((m) => ({ at: m.index, text: m[0] }));

/** One change of a file: which leaf (any number: taken modulo the leaves), what text, or removed. */
export type XmlEdit = [leaf: number, text: string, how: 'text' | 'remove'];

/**
 * Changes of an XML file, as a fuzzing property makes them: 1 to 4 leaves given any text (a word
 * where an amount goes, an amount past any bound, an impossible date, nothing) or removed.
 */
export const xmlEdits = (...texts: string[]): fc.Arbitrary<XmlEdit[]> =>
  fc.array(
    fc.tuple(
      fc.nat(),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', ' ', 'NaN', '-1', '1e400', 'abc', ...texts)),
      fc.constantFrom('text' as const, 'remove' as const),
    ),
    { minLength: 1, maxLength: 4 },
  );

/** `xml` with the edits made one after the other (XML's own `<` and `&` kept out of the texts). */
export function edited(xml: string, edits: XmlEdit[]): string {
  let out = xml;
  for (const [k, text, how] of edits) {
    const found = leaves(out);
    const leaf = found[k % found.length];
    if (!leaf) break;
    const changed = how === 'remove' ? '' : leaf.text.replace(/>[^<]*</, `>${text.replace(/[<&]/g, '')}<`);
    out = out.slice(0, leaf.at) + changed + out.slice(leaf.at + leaf.text.length);
  }
  return out;
}
