import type { PDFDocument, PDFPage } from 'pdf-lib';
import { pdfLib } from '../../kernel/pdf-lib.ts';
import type { Face } from './text.ts';

/** A4, in points. */
export const A4: [number, number] = [595.28, 841.89];
/** The margin on every side, in points. */
export const MARGIN = 50;
/** A line's height, in points. */
export const LINE = 14;

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
export function pageWriter(pdf: PDFDocument, regular: Face) {
  const { rgb } = pdfLib();
  const state: { pen: Pen; heading?: () => void } = { pen: { page: pdf.addPage(A4), y: A4[1] - MARGIN } };
  // A new page starts with the heading the caller set (a table's header), if any.
  const turn = () => {
    state.pen = { page: pdf.addPage(A4), y: A4[1] - MARGIN };
    state.heading?.();
  };
  const write = (
    text: string,
    x: number,
    options: { font?: Face; size?: number; right?: boolean; color?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const at = options.right ? x - font.width(text, size) : x;
    const grey = options.color ?? 0;
    font.draw(state.pen.page, text, at, state.pen.y, size, rgb(grey, grey, grey));
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
  const wrap = (text: string, width: number, font: Face = regular, size = 10): string[] => {
    const measured = new Map<string, number>();
    const widthOf = (word: string) => {
      let w = measured.get(word);
      if (w === undefined) {
        w = font.width(word, size);
        measured.set(word, w);
      }
      return w;
    };
    const space = widthOf(' ');
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const raw of text.replace(/\s+/g, ' ').trim().split(' ')) {
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
  const clip = (text: string, width: number, font: Face = regular, size = 10) => {
    const full = text.replace(/\s+/g, ' ');
    const fullWidth = font.width(full, size);
    if (fullWidth <= width) return full;
    const chars = Array.from(full);
    const fits = (n: number) => font.width(`${chars.slice(0, n).join('')}...`, size) <= width;
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
  return { write, down, clip, wrap, page, reserve, onNewPage };
}
