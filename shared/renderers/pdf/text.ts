import type { Color, PDFFont, PDFName, PDFOperator, PDFPage } from 'pdf-lib';
import { pdfLib } from '../../kernel/pdf-lib.ts';
import { sameCharacters } from './fonts.ts';
import { type GlyphOutline, outlineOperators } from './outline.ts';

/** What fontkit gives for a glyph and its place (font units). */
interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  path: GlyphOutline;
}
interface GlyphPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}
/** The part of a fontkit font the text is set with: shaping (GSUB, GPOS) and the cmap. */
export interface Shaper {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(
    text: string,
    features?: Record<string, boolean>,
    script?: undefined,
    language?: undefined,
    direction?: 'ltr' | 'rtl',
  ): { glyphs: Glyph[]; positions: GlyphPosition[] };
}
/** pdf-lib's subset embedder behind a PDFFont (pdf-lib 1.17, pinned): what drawing a glyph by id needs. */
interface SubsetEmbedder {
  /** fontkit's subset: the font's glyph ids in subset order, and the subset id of each glyph added. */
  subset: { includeGlyph(glyph: Glyph): number; glyphs: number[]; mapping: Record<number, number> };
  glyphs: Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}

/** A font of a typeface, and which code points it is chosen for. */
export interface FaceFont {
  /** Its glyphs and layout, as fontkit reads the file. */
  shaper: Shaper;
  /** The font embedded in the PDF: on first use, so a font the text never reaches adds nothing. */
  pdf(): PDFFont;
  covers(codePoint: number): boolean;
  /** DejaVu: the font of neutral characters (spaces, digits, punctuation) that no neighbour's font holds. */
  primary?: boolean;
}

/** The bidirectional algorithm (bidi-js), loaded with the first PDF that has right-to-left text. */
export interface Bidi {
  getEmbeddingLevels(text: string): { levels: Uint8Array };
  getReorderSegments(text: string, levels: { levels: Uint8Array }): [number, number][];
  getMirroredCharactersMap(text: string, levels: Uint8Array): Map<number, string>;
}

/** A stretch of text set in one font and one direction. */
interface Piece {
  font: number;
  /** What is shaped: the run's characters in logical order, a right-to-left run's brackets mirrored. */
  text: string;
  /** The run's characters as written, in logical order: what a reader copies (its `ActualText`). */
  written: string;
  rtl: boolean;
}
interface Shaped {
  glyphs: Glyph[];
  positions: GlyphPosition[];
  /** In font units. */
  advance: number;
}

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
/** Characters of no one script: spaces, digits, punctuation, combining marks. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
/** Scripts DejaVu holds letters of but sets poorly (no joining forms for all of Arabic): their own fonts are preferred. */
const OWN_FONT_PREFERRED = /^[\p{Script=Hebrew}\p{Script=Arabic}]$/u;

/**
 * Whether DejaVu sets `char` when it holds it (`held`): a neutral character or a letter of a
 * script whose own font is not preferred. The one rule the typeface's choice of font and the
 * choice of which script fonts a PDF loads follow.
 */
export const setByDejaVu = (char: string, held: boolean): boolean =>
  held && (NEUTRAL.test(char) || !OWN_FONT_PREFERRED.test(char));
/** What prints where no font has the character: text stored before the create-time check (docs/api.md §10). */
const MISSING = '?';

/**
 * A typeface for one weight: a stack of fonts (the scripts' own first, DejaVu for the rest),
 * measured and drawn run by run. Text DejaVu prints whole, left to right, goes straight
 * through pdf-lib; any other is split into runs by the bidirectional algorithm and by font,
 * each shaped by fontkit (Arabic joining, Devanagari conjuncts, marks) and drawn glyph by glyph
 * at the places shaping gives, right-to-left runs in visual order.
 */
export class Face {
  private readonly shaped = new Map<string, Shaped>();
  private readonly split = new Map<string, { text: string; pieces: Piece[] | null }>();
  private readonly primary: number;
  private readonly pageFonts = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  constructor(
    private readonly fonts: FaceFont[],
    private readonly bidi: () => Bidi,
  ) {
    this.primary = fonts.findIndex((font) => font.primary);
  }

  /** The width of `text` at `size`, in points. */
  width(raw: string, size: number): number {
    const { text, pieces } = this.piecesOf(raw);
    if (!pieces) return this.fonts[this.primary]!.pdf().widthOfTextAtSize(text, size);
    return pieces.reduce((sum, piece) => sum + this.advanceOf(piece, size), 0);
  }

  /** Draws `text` with its left end at (`x`, `y`). */
  draw(page: PDFPage, raw: string, x: number, y: number, size: number, color: Color): void {
    const { text, pieces } = this.piecesOf(raw);
    if (!pieces) {
      page.drawText(text, { x, y, size, font: this.fonts[this.primary]!.pdf(), color });
      return;
    }
    const lib = pdfLib();
    let pen = x;
    for (const piece of pieces) {
      const font = this.fonts[piece.font]!.pdf();
      const run = this.shape(piece);
      const scale = size / this.shaperOf(piece.font).unitsPerEm;
      const key = this.fontKey(page, font);
      const operators = [
        // The run's text as written, for the readers that copy and search by it (docs/libraries.md, PDF).
        lib.PDFOperator.of(lib.PDFOperatorNames.BeginMarkedContentSequence, [
          lib.PDFName.of('Span'),
          // pdf-lib's operand type leaves dictionaries out; it writes one inline as BDC takes it.
          page.doc.context.obj({ ActualText: lib.PDFHexString.fromText(piece.written) }) as never,
        ]),
        lib.pushGraphicsState(),
        lib.beginText(),
        lib.setFillingColor(color),
      ];
      operators.push(lib.setFontAndSize(key, size));
      let advance = 0;
      const shapes: PDFOperator[] = [];
      run.glyphs.forEach((glyph, i) => {
        const place = run.positions[i]!;
        const gx = pen + (advance + place.xOffset) * scale;
        const gy = y + place.yOffset * scale;
        advance += place.xAdvance;
        // A glyph that stands for no character (Arabic's dots, which shaping draws apart from their
        // letters) is drawn as a shape: as text it would copy as a character of its own.
        if (!glyph.codePoints.length) {
          shapes.push(...outlineOperators(glyph.path, gx, gy, scale));
          return;
        }
        const id = this.include(piece.font, glyph);
        operators.push(lib.setTextMatrix(1, 0, 0, 1, gx, gy));
        operators.push(lib.showText(lib.PDFHexString.of(id.toString(16).padStart(4, '0'))));
      });
      operators.push(lib.endText(), ...shapes, lib.popGraphicsState(), lib.endMarkedContent());
      page.pushOperators(...operators);
      pen += run.advance * scale;
    }
  }

  /** The name `font` has in `page`'s resources: added once a page (pdf-lib adds a new name at each call). */
  private fontKey(page: PDFPage, font: PDFFont): PDFName {
    let names = this.pageFonts.get(page);
    if (!names) {
      names = new Map();
      this.pageFonts.set(page, names);
    }
    let key = names.get(font);
    if (!key) {
      key = page.node.newFontDictionary(font.name, font.ref);
      names.set(font, key);
    }
    return key;
  }

  /**
   * The runs of `text` in visual order, or none when DejaVu prints it as it is. A space DejaVu
   * lacks (Intl's narrow no-break space in `12,15 %`) is set as a space.
   */
  private piecesOf(raw: string): { text: string; pieces: Piece[] | null } {
    let laid = this.split.get(raw);
    if (!laid) {
      const text = raw.replace(/\p{Zs}/gu, (c) => (this.fonts[this.primary]!.covers(c.codePointAt(0)!) ? c : ' '));
      laid = { text, pieces: this.plain(text) ? null : this.splitRuns(text) };
      this.split.set(raw, laid);
    }
    return laid;
  }

  /** Whether DejaVu sets every character of `text`, left to right: then pdf-lib draws it as it is. */
  private plain(text: string): boolean {
    if (RIGHT_TO_LEFT.test(text)) return false;
    const primary = this.fonts[this.primary]!;
    for (const char of text) if (!setByDejaVu(char, primary.covers(char.codePointAt(0)!))) return false;
    return true;
  }

  /**
   * The font of a character: DejaVu for a letter it holds (Hebrew and Arabic aside), else the
   * first script font that holds it; a neutral one (space, digit, punctuation, combining mark)
   * stays in its neighbour's font when that font holds it, so a run is not cut where shaping
   * needs it whole. -1 when no font holds it.
   */
  private fontFor(codePoint: number, previous: number): number {
    const char = String.fromCodePoint(codePoint);
    if (NEUTRAL.test(char) && previous >= 0 && this.fonts[previous]!.covers(codePoint)) return previous;
    if (setByDejaVu(char, this.fonts[this.primary]!.covers(codePoint))) return this.primary;
    return this.fonts.findIndex((font) => font.covers(codePoint));
  }

  /** Runs of one font and one direction, ordered as the bidirectional algorithm (UAX #9) lays them out. */
  private splitRuns(raw: string): Piece[] {
    // Each code unit's font; a character no font holds becomes `?` in DejaVu.
    const fonts: number[] = [];
    let text = '';
    let previous = this.primary;
    for (const char of raw) {
      let font = this.fontFor(char.codePointAt(0)!, previous);
      const shown = font < 0 ? MISSING : char;
      if (font < 0) font = this.primary;
      text += shown;
      for (let i = 0; i < shown.length; i++) fonts.push(font);
      previous = font;
    }
    const bidi = this.bidi();
    const levels = bidi.getEmbeddingLevels(text);
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
    const order = Array.from({ length: text.length }, (_, i) => i);
    for (const [start, end] of bidi.getReorderSegments(text, levels)) {
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
    }
    // Consecutive code units of one font and direction that are neighbours in the text make a run.
    const pieces: Piece[] = [];
    let run: { font: number; rtl: boolean; from: number; to: number } | undefined;
    const close = () => {
      if (!run) return;
      let slice = '';
      for (let i = run.from; i <= run.to; i++) slice += run.rtl ? (mirrored.get(i) ?? text[i]) : text[i];
      pieces.push({ font: run.font, text: slice, written: text.slice(run.from, run.to + 1), rtl: run.rtl });
    };
    for (const index of order) {
      const rtl = (levels.levels[index]! & 1) === 1;
      const font = fonts[index]!;
      const next = run && run.font === font && run.rtl === rtl && (rtl ? index === run.from - 1 : index === run.to + 1);
      if (run && next) {
        if (rtl) run.from = index;
        else run.to = index;
      } else {
        close();
        run = { font, rtl, from: index, to: index };
      }
    }
    close();
    return pieces;
  }

  private shaperOf(font: number): Shaper {
    return this.fonts[font]!.shaper;
  }

  /** The piece shaped by fontkit (glyphs in visual order), kept: a text is measured, then drawn. */
  private shape(piece: Piece): Shaped {
    const key = `${piece.font}|${piece.rtl ? 'r' : 'l'}|${piece.text}`;
    let shaped = this.shaped.get(key);
    if (!shaped) {
      const layout = (features?: Record<string, boolean>) =>
        this.shaperOf(piece.font).layout(piece.text, features, undefined, undefined, piece.rtl ? 'rtl' : 'ltr');
      let run: ReturnType<typeof layout>;
      try {
        run = layout();
      } catch {
        // fontkit 2 takes a NULL anchor of mark positioning (valid OpenType: a base that no mark of
        // that class sits on, as Noto Sans Arabic's lone U+06A2) for an anchor and throws: such a
        // run is set without mark positioning, its marks where the font draws them, rather than
        // failing the PDF. A fresh object each time: fontkit writes its defaults into the one given.
        run = layout({ mark: false, mkmk: false });
      }
      shaped = { ...run, advance: run.positions.reduce((sum, p) => sum + p.xAdvance, 0) };
      this.shaped.set(key, shaped);
    }
    return shaped;
  }

  private advanceOf(piece: Piece, size: number): number {
    return (this.shape(piece).advance * size) / this.shaperOf(piece.font).unitsPerEm;
  }

  /**
   * The glyph's id in the font's subset, added as pdf-lib's own encoding adds it (its widths and
   * ToUnicode follow). A glyph drawn for other characters than before in this PDF gets an id of
   * its own, a copy of the glyph: one glyph stands for several letters (Arabic's dotless bases: ب
   * and ن, ف and ق before their dots), and the ToUnicode maps one id to one text, so without the
   * copy "نبيل" copied or searched read "ببيل".
   */
  private include(font: number, glyph: Glyph): number {
    const embedder = (this.fonts[font]!.pdf() as unknown as { embedder: SubsetEmbedder }).embedder;
    const ids = subsetIds(embedder);
    const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
    const known = ids.get(key);
    if (known !== undefined) return known;
    const { subset } = embedder;
    const kept = subset.mapping[glyph.id];
    // The glyph in the subset already for these characters (pdf-lib's own drawing of plain text put it there).
    const keptGlyph = kept === undefined ? undefined : embedder.glyphs[kept - 1];
    if (kept !== undefined && keptGlyph && sameCharacters(keptGlyph.codePoints, glyph.codePoints)) {
      ids.set(key, kept);
      return kept;
    }
    const first = kept === undefined;
    const id = first ? subset.includeGlyph(glyph) : subset.glyphs.push(glyph.id) - 1;
    // pdf-lib finds a glyph's subset id by the glyph's own id: a copy takes one no font glyph has.
    const entry = first ? glyph : (Object.create(glyph, { id: { value: COPY_IDS + id } }) as Glyph);
    embedder.glyphs[id - 1] = entry;
    embedder.glyphIdMap.set(entry.id, id);
    embedder.glyphCache.invalidate();
    ids.set(key, id);
    return id;
  }
}

/** Above every glyph id a font can have (16 bits): where the copies' ids start. */
const COPY_IDS = 0x10000;

/** Each embedded font's subset ids by glyph and characters. */
const idsOfSubsets = new WeakMap<SubsetEmbedder, Map<string, number>>();
function subsetIds(embedder: SubsetEmbedder): Map<string, number> {
  let ids = idsOfSubsets.get(embedder);
  if (!ids) {
    ids = new Map();
    idsOfSubsets.set(embedder, ids);
  }
  return ids;
}
