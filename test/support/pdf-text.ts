import { inflateSync } from 'node:zlib';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
const shared = globalThis as { pdfjs?: Promise<PdfJs> };
/** One pdf.js a worker, whoever asks: its fake worker lives on globalThis, so one instance serves every reader. */
export const pdfjs = (): Promise<PdfJs> => (shared.pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** The text of a PDF, page after page, as pdf.js reads it (what a reader's copy and search see), its spaces collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await pdfjs();
  // A copy: pdf.js takes the buffer it is given (it is no longer usable after).
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const content = await (await pdf.getPage(page)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  // Its fonts leave the worker with it: pdf.js keeps a document's until it is destroyed.
  await pdf.destroy();
  // Items are joined by a space and some carry their own: one space between words, as a reader copies them.
  return text.replace(/\s+/g, ' ');
}

/** A piece of text a PDF page draws: its text and where (x from, x to, baseline y, in points). */
export interface PlacedText {
  page: number;
  text: string;
  from: number;
  to: number;
  y: number;
}

/**
 * Every pair of pieces of text on one line of a page whose spans overlap (more than `tolerance`
 * points): what a reader sees as one column running into the next. None in a laid-out PDF.
 */
export async function overlappingText(bytes: Uint8Array, tolerance = 0.5): Promise<[PlacedText, PlacedText][]> {
  const { getDocument } = await pdfjs();
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const found: [PlacedText, PlacedText][] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const items = (await (await pdf.getPage(page)).getTextContent()).items
      .filter((item) => 'str' in item && item.str.trim())
      .map((item) => {
        const { str, transform, width } = item as { str: string; transform: number[]; width: number };
        return { page, text: str, from: transform[4]!, to: transform[4]! + width, y: transform[5]! };
      });
    for (let i = 0; i < items.length; i += 1)
      for (let j = i + 1; j < items.length; j += 1) {
        const [a, b] = [items[i]!, items[j]!];
        if (Math.abs(a.y - b.y) < 2 && Math.min(a.to, b.to) - Math.max(a.from, b.from) > tolerance) found.push([a, b]);
      }
  }
  await pdf.destroy();
  return found;
}

/** A PDF's streams, each inflated (one that is not compressed, as it is): pdf-lib writes even dictionaries into compressed streams. */
export function pdfStreams(pdf: Uint8Array): Buffer[] {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  // `endstream` ends with `stream` too: only the keyword that opens one.
  return [...text.matchAll(/(?<!end)stream\r?\n/g)].map((m) => {
    const start = m.index + m[0].length;
    const body = bytes.subarray(start, text.indexOf('endstream', start));
    try {
      return inflateSync(body);
    } catch {
      return body;
    }
  });
}
