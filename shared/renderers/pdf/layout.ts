import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { pdfLib } from './fonts.ts';

/** A4, in points. */
export const A4: [number, number] = [595.28, 841.89];
/** The margin on every side, in points. */
export const MARGIN = 50;
/** A line's height, in points. */
export const LINE = 14;

/** What the embedded font can print: a character it lacks (CJK, say) prints as `?`. */
export function printable(font: PDFFont): (text: string) => string {
  const charset = new Set(font.getCharacterSet());
  // A space the font lacks (Intl's narrow no-break space in `12,15 %`) is still a space.
  return (text) => [...text].map((c) => (charset.has(c.codePointAt(0)!) ? c : /\p{Zs}/u.test(c) ? ' ' : '?')).join('');
}

/** Where the next line goes: a page, and the height on it. */
export interface Pen {
  page: PDFPage;
  y: number;
}

/**
 * Writing down A4 pages line by line: `write` at a column (right-aligned on request), `down` to
 * the next line (a new page when this one is full, starting with the heading `onNewPage` set),
 * `clip` to fit a column's width, `wrap` to break a paragraph into lines of a width.
 */
export function pageWriter(pdf: PDFDocument, regular: PDFFont) {
  const { rgb } = pdfLib();
  const safe = printable(regular);
  const state: { pen: Pen; heading?: () => void } = { pen: { page: pdf.addPage(A4), y: A4[1] - MARGIN } };
  // A new page starts with the heading the caller set (a table's header), if any.
  const turn = () => {
    state.pen = { page: pdf.addPage(A4), y: A4[1] - MARGIN };
    state.heading?.();
  };
  const write = (
    text: string,
    x: number,
    options: { font?: PDFFont; size?: number; right?: boolean; color?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const t = safe(text);
    const at = options.right ? x - font.widthOfTextAtSize(t, size) : x;
    const grey = options.color ?? 0;
    state.pen.page.drawText(t, { x: at, y: state.pen.y, size, font, color: rgb(grey, grey, grey) });
  };
  const down = (lines = 1) => {
    state.pen.y -= LINE * lines;
    if (state.pen.y < MARGIN + LINE) turn();
  };
  /** Sets what each new page starts with, until the returned function clears it. */
  const onNewPage = (heading: () => void) => {
    state.heading = heading;
    return () => {
      state.heading = undefined;
    };
  };
  /**
   * A paragraph broken into lines no wider than `width`, at spaces (a word wider than the line
   * is cut with `...`). Each word is measured once: measuring lays text out with the font's
   * OpenType tables, the costly part of a long PDF.
   */
  const wrap = (text: string, width: number, font: PDFFont = regular, size = 10): string[] => {
    const measured = new Map<string, number>();
    const widthOf = (word: string) => {
      let w = measured.get(word);
      if (w === undefined) {
        w = font.widthOfTextAtSize(word, size);
        measured.set(word, w);
      }
      return w;
    };
    const space = widthOf(' ');
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const raw of safe(text.replace(/\s+/g, ' ').trim()).split(' ')) {
      const word = widthOf(raw) > width ? clip(raw, width, font, size) : raw;
      const w = widthOf(word);
      if (line && lineWidth + space + w > width) {
        lines.push(line);
        line = word;
        lineWidth = w;
      } else {
        lineWidth += (line ? space : 0) + w;
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line || !lines.length) lines.push(line);
    return lines;
  };
  /**
   * One line of text, cut with `...` where it is wider than `width`: the longest start that fits.
   * Each measure lays the text out with the font's OpenType tables (the costly part of a long
   * PDF), so the cut starts where the proportion of widths puts it and moves a character or two
   * from there, where trimming a character at a time took seconds for a long invoice.
   */
  const clip = (text: string, width: number, font: PDFFont = regular, size = 10) => {
    const full = safe(text.replace(/\s+/g, ' '));
    const fullWidth = font.widthOfTextAtSize(full, size);
    if (fullWidth <= width) return full;
    const chars = Array.from(full);
    const fits = (n: number) => font.widthOfTextAtSize(`${chars.slice(0, n).join('')}...`, size) <= width;
    let n = Math.min(chars.length - 1, Math.floor((chars.length * width) / fullWidth));
    if (fits(n)) {
      while (n + 1 < chars.length && fits(n + 1)) n += 1;
    } else {
      do n -= 1;
      while (n > 0 && !fits(n));
    }
    return `${chars.slice(0, n).join('')}...`;
  };
  /** The page being written. */
  const page = () => state.pen.page;
  /** Keeps `height` points together: a new page when this one has less room left. Answers the line's height. */
  const reserve = (height: number) => {
    if (state.pen.y - height < MARGIN) turn();
    return state.pen.y;
  };
  return { write, down, clip, wrap, page, reserve, onNewPage, safe };
}
