import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { packageFile } from '../../kernel/package-files.ts';
import { PDF_LIB_FILE, pdfLib } from '../../kernel/pdf-lib.ts';
import { fontFile, inRanges, type ScriptSubset, scriptSubsets, subsetFile, type Weight } from './script-fonts.ts';
import { type Bidi, Face, type FaceFont, type Shaper, setByDejaVu } from './text.ts';

/**
 * DejaVu Sans prints Latin, Greek and Cyrillic; the script fonts (script-fonts.ts) the rest.
 * All are embedded as subsets of the glyphs a PDF prints. Read on the first PDF a process
 * makes, never at start: functions that make no PDF load nothing of them.
 */
const FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/**
 * fontkit 2 (shaping: Arabic, Indic, marks) and bidi-js (UAX #9): from node_modules locally; on
 * Lambda, each one file that the stack builds beside the bundle of the functions that make PDFs
 * (infra/cdk/functions.ts), so a cold start does not parse them.
 */
export const FONTKIT = { module: 'fontkit', file: 'fontkit.cjs' } as const;
/** bidi-js, as FONTKIT. */
export const BIDI = { module: 'bidi-js', file: 'bidi.cjs' } as const;

/** A glyph as fontkit keeps it: the characters it was first asked for. */
interface KeptGlyph {
  codePoints: number[];
}

interface Fontkit {
  create(bytes: Buffer): Shaper & {
    createSubset(): { encode(): Uint8Array };
    getGlyph(id: number, characters?: number[]): KeptGlyph | null;
  };
}

/**
 * fontkit keeps one glyph object an id, with the characters of the first request for it, while
 * one glyph may stand for several: a subset's encoding asks for the parts of a composite glyph
 * (the z of ź) with none, and Arabic letters share their dotless base (ف and ڢ). Text laid out
 * later in the same process (a warm function's next PDF) then got the glyph with the characters
 * of another text, or none, and its PDF the wrong ToUnicode entry, or none (copied or searched,
 * "Scannez" read "Scanne"). A request with characters of its own gets the glyph with those: a
 * view of the kept glyph (its outline and metrics shared), so each PDF maps it to what it drew.
 */
function keepCharacters(font: ReturnType<Fontkit['create']>): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (!glyph || !characters.length || sameCharacters(glyph.codePoints, characters)) return glyph;
    if (!glyph.codePoints.length) {
      glyph.codePoints = characters;
      return glyph;
    }
    return Object.create(glyph, { codePoints: { value: characters, enumerable: true, writable: true } });
  };
}

/** Whether two glyphs stand for the same characters, in the same order. */
export const sameCharacters = (a: number[], b: number[]) => a.length === b.length && a.every((c, i) => c === b[i]);

let fontkit: { create(bytes: Uint8Array): unknown } | undefined;
const fonts = new WeakMap<Uint8Array, unknown>();

/**
 * fontkit as pdf-lib calls it: pdf-lib 1.17 reads a subset through the stream API of the fontkit
 * it was written for, where fontkit 2 answers the bytes at once.
 */
function pdfFontkit() {
  if (fontkit) return fontkit;
  const loaded = createRequire(import.meta.url)(packageFile(FONTKIT.module, FONTKIT.file)) as Fontkit;
  fontkit = {
    create(bytes: Uint8Array) {
      // One parse a process for each file: its bytes are read once (bytesOf), so the same array comes back.
      const known = fonts.get(bytes);
      if (known) return known;
      const font = loaded.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      keepCharacters(font);
      const createSubset = font.createSubset.bind(font);
      const adapted = Object.assign(font, {
        createSubset() {
          const subset = createSubset();
          return Object.assign(subset, {
            encodeStream() {
              const stream = {
                on(event: string, listener: (bytes?: Uint8Array) => void) {
                  if (event === 'data') listener(subset.encode());
                  if (event === 'end') listener();
                  return stream;
                },
              };
              return stream;
            },
          });
        },
      });
      fonts.set(bytes, adapted);
      return adapted;
    },
  };
  return fontkit;
}

let bidi: Bidi | undefined;
const loadBidi = (): Bidi => {
  bidi ??= (createRequire(import.meta.url)(packageFile(BIDI.module, BIDI.file)) as () => Bidi)();
  return bidi;
};

/**
 * A WOFF file as the plain OpenType font it wraps (W3C WOFF 1.0): each table inflated once,
 * where fontkit inflates a WOFF table again at each read (every glyph's), which made a page of
 * CJK text take a tenth of a second.
 */
export function sfntOf(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + 20 * i;
    const [offset, compressed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    table.tag.copy(header, 12 + 16 * i);
    header.writeUInt32BE(table.checksum, 16 + 16 * i);
    header.writeUInt32BE(offset, 20 + 16 * i);
    header.writeUInt32BE(table.data.length, 24 + 16 * i);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const cache = new Map<string, Promise<Uint8Array>>();
/** A font file's bytes, read once a process (a WOFF file unwrapped). */
const bytesOf = (path: string): Promise<Uint8Array> => {
  let bytes = cache.get(path);
  if (!bytes) {
    bytes = readFile(path).then((read) => (path.endsWith('.woff') ? sfntOf(read) : read));
    cache.set(path, bytes);
  }
  return bytes;
};

const parsed = new Map<ScriptSubset, Promise<Shaper>>();
/** A subset's font as fontkit reads it (its cmap: a subset's code point ranges name more than it holds). */
const shaperOf = (subset: ScriptSubset): Promise<Shaper> => {
  let shaper = parsed.get(subset);
  if (!shaper) {
    shaper = bytesOf(fontFile(subset.family, subsetFile(subset, 'regular'))).then(
      (bytes) => pdfFontkit().create(bytes) as Shaper,
    );
    parsed.set(subset, shaper);
  }
  return shaper;
};

/**
 * The script subsets `text` needs: for each character DejaVu lacks, and each letter a script
 * font is preferred for (Hebrew, Arabic), the first subset that has its glyph.
 */
async function subsetsFor(text: string, dejaVu: (codePoint: number) => boolean): Promise<ScriptSubset[]> {
  const all = scriptSubsets();
  const needed = new Set<ScriptSubset>();
  const seen = new Set<number>();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint < 0x370 || seen.has(codePoint)) continue;
    seen.add(codePoint);
    if (setByDejaVu(char, dejaVu(codePoint))) continue;
    for (const subset of all) {
      if (inRanges(subset.ranges, codePoint) && (await shaperOf(subset)).hasGlyphForCodePoint(codePoint)) {
        needed.add(subset);
        break;
      }
    }
  }
  return all.filter((s) => needed.has(s));
}

const charsets = new WeakMap<Shaper, Set<number>>();
/** DejaVu's code points as a set, made once a process (every character of every text is looked up in it). */
const charsetOf = (shaper: Shaper): Set<number> => {
  let points = charsets.get(shaper);
  if (!points) {
    points = new Set((shaper as unknown as { characterSet: number[] }).characterSet);
    charsets.set(shaper, points);
  }
  return points;
};

/**
 * A font of `pdf` that is embedded when first used: pdf-lib's own embedding, done at once (its
 * only wait is fontkit's parse, which is not asynchronous), so a bold or script font the text
 * never reaches adds nothing to the file or its save.
 */
function embedOnUse(pdf: PDFDocument, bytes: Uint8Array): () => PDFFont {
  let font: PDFFont | undefined;
  return () => {
    if (font) return font;
    const lib = pdfLib();
    // The constructor PDFDocument.embedFont calls once fontkit has read the file (pdf-lib 1.17).
    const Embedder = lib.CustomFontSubsetEmbedder as unknown as new (font: unknown, bytes: Uint8Array) => never;
    font = lib.PDFFont.of(pdf.context.nextRef(), pdf, new Embedder(pdfFontkit().create(bytes), bytes));
    (pdf as unknown as { fonts: PDFFont[] }).fonts.push(font);
    return font;
  };
}

/** A typeface's font from a file: its glyphs read at once, embedded on first use. */
function faceFont(pdf: PDFDocument, bytes: Uint8Array, covers: (shaper: Shaper) => FaceFont['covers']): FaceFont {
  const shaper = pdfFontkit().create(bytes) as Shaper;
  return { shaper, pdf: embedOnUse(pdf, bytes), covers: covers(shaper) };
}

/** The text of what a PDF prints, as one string to choose its fonts by: images (a logo's bytes) left out. */
export const printedText = (...values: unknown[]): string =>
  JSON.stringify(values, (key, value) => (key === 'logo' ? undefined : value));

/**
 * The regular and bold typefaces of `pdf`, with the fonts `text` (all a PDF will print) needs:
 * DejaVu always, a script's subset only when the text has its letters. A bold typeface falls back
 * to the regular fonts for a character its own lack.
 */
export async function embedFonts(pdf: PDFDocument, text: string): Promise<{ regular: Face; bold: Face }> {
  const dejaVu = (weight: Weight) => bytesOf(packageFile(`dejavu-fonts-ttf/ttf/${FILES[weight]}`));
  const [regularBytes, boldBytes] = await Promise.all([dejaVu('regular'), dejaVu('bold')]);
  const charset = (shaper: Shaper) => {
    const points = charsetOf(shaper);
    return (codePoint: number) => points.has(codePoint);
  };
  const regularDejaVu = { ...faceFont(pdf, regularBytes, charset), primary: true };
  const boldDejaVu = { ...faceFont(pdf, boldBytes, charset), primary: true };
  const subsets = await subsetsFor(text, (codePoint) => regularDejaVu.covers(codePoint));
  const scriptFonts = (weight: Weight): Promise<FaceFont[]> =>
    Promise.all(
      subsets
        .filter((subset) => subset.weights.includes(weight))
        .map(async (subset) =>
          faceFont(
            pdf,
            await bytesOf(fontFile(subset.family, subsetFile(subset, weight))),
            (shaper) => (codePoint) => inRanges(subset.ranges, codePoint) && shaper.hasGlyphForCodePoint(codePoint),
          ),
        ),
    );
  const [regularScripts, boldScripts] = await Promise.all([scriptFonts('regular'), scriptFonts('bold')]);
  const regular = [...regularScripts, regularDejaVu];
  const bold = [...boldScripts, boldDejaVu, ...regular.map((font) => ({ ...font, primary: false }))];
  return { regular: new Face(regular, loadBidi), bold: new Face(bold, loadBidi) };
}

/** The files (from node_modules) the stack copies beside each bundle that makes PDFs. */
export const pdfRuntimeFiles = [...Object.values(FILES).map((f) => `dejavu-fonts-ttf/ttf/${f}`), PDF_LIB_FILE];
