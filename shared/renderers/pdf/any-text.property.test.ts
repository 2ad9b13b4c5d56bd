import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceOf, pdfOf } from '../../../test/support/pdf-invoice.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { line } from '../../kernel/validation.ts';

/**
 * Any text the API takes prints (docs/api.md §10): whatever a buyer's name or a line holds, in
 * any script, mixed, with combining marks, a PDF is made, never a 5xx. Each generated text keeps
 * only the characters the input schema accepts (it refuses what no font prints).
 */

const oneCharacter = line(2);
/** Text as a caller may send it, less the characters the schema refuses. */
const accepted = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength: max }),
      fc.string({ unit: 'grapheme-composite', maxLength: max }),
      fc.string({ unit: 'binary', maxLength: max }),
    )
    .map((text) => [...text].filter((ch) => oneCharacter.safeParse(ch).success).join(''));

describe('any text the API takes, in the PDF', () => {
  it('makes a PDF of any buyer name and lines', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(accepted(60), fc.array(accepted(300), { minLength: 1, maxLength: 3 }), async (buyer, lines) => {
        fc.pre(lines.every((l) => l.trim() !== ''));
        expect((await pdfOf(invoiceOf(buyer, lines))).byteLength).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("a glyph two letters share reads, in each PDF, as the letter that PDF drew (not the process's first)", async () => {
    // Noto Sans Arabic draws ڢ (U+06A2) and ف (U+0641) on one dotless base glyph.
    const arabicOf = async (letter: string) =>
      [...(await pdfText(await pdfOf(invoiceOf('B', [letter])))).normalize('NFKD')].filter((c) =>
        /[\u0600-\u06FF]/.test(c),
      );
    expect(await arabicOf('\u06A2')).toEqual(['\u06A2']);
    expect(await arabicOf('\u0641')).toEqual(['\u0641']);
    expect(await arabicOf('\u06A2')).toEqual(['\u06A2']);
  });

  it('the case that found it: a lone Arabic letter whose dot is a mark with no anchor on it (U+06A2) prints', async () => {
    // fontkit threw on the NULL anchor of Noto Sans Arabic's mark positioning (shared/renderers/pdf/text.ts).
    const text = await pdfText(await pdfOf(invoiceOf('B', ['\u06A2'])));
    expect(text).toContain('INV-0001');
    expect(text).not.toContain('?');
  });
});
