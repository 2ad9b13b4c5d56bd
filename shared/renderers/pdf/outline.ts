import type { PDFOperator } from 'pdf-lib';
import { pdfLib } from '../../kernel/pdf-lib.ts';

/** A glyph's outline as fontkit gives it: drawing commands in font units, y up. */
export interface GlyphOutline {
  commands: { command: string; args: number[] }[];
}

/**
 * The operators that fill a glyph's outline at (`x`, `y`), `scale` points a font unit, in the
 * current fill colour: the glyph drawn as a shape, not as text. Outside a text object (BT/ET).
 * TrueType's quadratic curves become PDF's cubic ones (the same curve, its control points at two
 * thirds); a glyph is filled by the non-zero rule, as fonts are.
 */
export function outlineOperators(outline: GlyphOutline, x: number, y: number, scale: number): PDFOperator[] {
  const lib = pdfLib();
  const operators = [lib.pushGraphicsState(), lib.concatTransformationMatrix(scale, 0, 0, scale, x, y)];
  let at = [0, 0];
  let start = [0, 0];
  for (const { command, args } of outline.commands) {
    if (command === 'moveTo') {
      operators.push(lib.moveTo(args[0]!, args[1]!));
      at = start = [args[0]!, args[1]!];
    } else if (command === 'lineTo') {
      operators.push(lib.lineTo(args[0]!, args[1]!));
      at = [args[0]!, args[1]!];
    } else if (command === 'quadraticCurveTo') {
      const [qx, qy, ex, ey] = args as [number, number, number, number];
      const third = (from: number, control: number) => from + ((control - from) * 2) / 3;
      operators.push(lib.appendBezierCurve(third(at[0]!, qx), third(at[1]!, qy), third(ex, qx), third(ey, qy), ex, ey));
      at = [ex, ey];
    } else if (command === 'bezierCurveTo') {
      operators.push(lib.appendBezierCurve(args[0]!, args[1]!, args[2]!, args[3]!, args[4]!, args[5]!));
      at = [args[4]!, args[5]!];
    } else if (command === 'closePath') {
      operators.push(lib.closePath());
      at = start;
    }
  }
  operators.push(lib.fill(), lib.popGraphicsState());
  return operators;
}
