// The encoder alone: the package's entry brings its PNG, SVG and terminal renderers (pngjs with them), unused here.
import { create } from 'qrcode/lib/core/qrcode.js';

/** A QR code's modules: `size` by `size`, dark where `dark(row, column)`. */
export interface QrModules {
  size: number;
  dark(row: number, column: number): boolean;
}

/** The modules of a QR code of `text` (UTF-8, error correction M, as EPC069-12 asks), by the `qrcode` library. */
export function qrModules(text: string): QrModules {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/** The dark runs of each row (`row`, first `column`, `length`): what a drawing paints, one rectangle each. */
export function darkRuns(qr: QrModules): { row: number; column: number; length: number }[] {
  const runs = [];
  for (let row = 0; row < qr.size; row += 1) {
    for (let column = 0; column < qr.size; ) {
      if (!qr.dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < qr.size && qr.dark(row, column)) column += 1;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return runs;
}

/** The quiet zone around a QR code, in modules (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4;

/** A QR code as an SVG image (numbers only, nothing of the text in it), `pixels` wide, with its quiet zone. */
export function qrSvg(text: string, pixels: number, label: string): string {
  const qr = qrModules(text);
  const side = qr.size + 2 * QUIET_ZONE;
  const path = darkRuns(qr)
    .map((r) => `M${r.column + QUIET_ZONE} ${r.row + QUIET_ZONE}h${r.length}v1h-${r.length}z`)
    .join('');
  const title = label.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${title}" width="${pixels}" height="${pixels}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
