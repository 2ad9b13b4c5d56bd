import { PRINTABLE_RANGES } from './printable-ranges.ts';

/**
 * What the documents' fonts print (shared/renderers/pdf/script-fonts.ts): the code points of
 * DejaVu Sans and of the script fonts, as ranges. Kept as text generated from the fonts
 * (shared/kernel/printable.test.ts checks it against them), so a check at input loads no font.
 */
let ranges: Uint32Array | undefined;

/** The ranges decoded: base-36 gaps and lengths, `gap.length,` each (see encodeRanges). */
function printableRanges(): Uint32Array {
  if (ranges) return ranges;
  const parts = PRINTABLE_RANGES.split(',');
  ranges = new Uint32Array(parts.length * 2);
  let end = -1;
  parts.forEach((part, i) => {
    const [gap, length] = part.split('.').map((n) => parseInt(n, 36));
    const start = end + gap!;
    end = start + length!;
    ranges![2 * i] = start;
    ranges![2 * i + 1] = end;
  });
  return ranges;
}

/** Ranges (sorted, inclusive, apart) as the compact text PRINTABLE_RANGES holds. */
export const encodeRanges = (list: [number, number][]): string => {
  let end = -1;
  return list
    .map(([start, last]) => {
      const part = `${(start - end).toString(36)}.${(last - start).toString(36)}`;
      end = last;
      return part;
    })
    .join(',');
};

/** Characters that are layout, not glyphs: line breaks and tabs, and every space (printed as one). */
const LAYOUT = /[\t\n\r\p{Zs}]/u;

/** The first character of `text` no font of the documents prints, as `U+XXXX`; none when all print. */
export function unprintable(text: string): string | undefined {
  const list = printableRanges();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint < 0x7f && codePoint >= 0x20) continue;
    if (LAYOUT.test(char)) continue;
    let low = 0;
    let high = list.length / 2 - 1;
    let found = false;
    while (low <= high && !found) {
      const middle = (low + high) >> 1;
      if (codePoint < list[2 * middle]!) high = middle - 1;
      else if (codePoint > list[2 * middle + 1]!) low = middle + 1;
      else found = true;
    }
    if (!found) return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return undefined;
}
