import { describe, expect, it } from 'vitest';
import { outlineOperators } from './outline.ts';

describe("a glyph's outline as PDF path operators", () => {
  it('fills the outline in place and at scale, its quadratic curves as the same cubic ones', () => {
    const outline = {
      commands: [
        { command: 'moveTo', args: [0, 0] },
        { command: 'lineTo', args: [9, 0] },
        { command: 'quadraticCurveTo', args: [9, 9, 0, 9] },
        { command: 'bezierCurveTo', args: [0, 6, 1, 3, 0, 0] },
        { command: 'closePath', args: [] },
      ],
    };
    const written = outlineOperators(outline, 5, 7, 0.5).map((operator) => operator.toString());
    expect(written).toEqual([
      'q',
      '0.5 0 0 0.5 5 7 cm',
      '0 0 m',
      '9 0 l',
      // From (9, 0) towards (9, 9) to (0, 9): the control points two thirds of the way to (9, 9).
      '9 6 6 9 0 9 c',
      '0 6 1 3 0 0 c',
      'h',
      'f',
      'Q',
    ]);
  });
});
