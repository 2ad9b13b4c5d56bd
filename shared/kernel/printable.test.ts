import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontCoverage } from '../../infra/tools/font-coverage.ts';
import { fontFile, scriptSubsets, subsetFile } from '../renderers/pdf/script-fonts.ts';
import { encodeRanges, unprintable } from './printable.ts';
import { PRINTABLE_RANGES } from './printable-ranges.ts';

const GENERATED = new URL('./printable-ranges.ts', import.meta.url);

describe('what the documents print, checked at input (docs/api.md §10)', () => {
  it('holds exactly what the fonts print (UPDATE_COVERAGE=1 writes it anew)', () => {
    const encoded = encodeRanges(fontCoverage());
    if (process.env.UPDATE_COVERAGE) {
      writeFileSync(
        GENERATED,
        `/** What the documents' fonts print: generated from them by shared/kernel/printable.test.ts (UPDATE_COVERAGE=1). */\nexport const PRINTABLE_RANGES =\n  '${encoded}';\n`,
      );
    }
    expect(PRINTABLE_RANGES).toBe(encoded);
    expect(readFileSync(GENERATED, 'utf8')).toContain(encoded);
  });

  it('prints every one of the 20,992 CJK Unified Ideographs (U+4E00-9FFF)', () => {
    let refused = 0;
    for (let codePoint = 0x4e00; codePoint <= 0x9fff; codePoint += 1)
      if (unprintable(String.fromCodePoint(codePoint))) refused += 1;
    expect(refused).toBe(0);
  });

  it('every script subset loads in both weights', () => {
    const fontkit = createRequire(import.meta.url)('fontkit') as { create(bytes: Buffer): { numGlyphs: number } };
    for (const subset of scriptSubsets()) {
      for (const weight of subset.weights) {
        const font = fontkit.create(readFileSync(fontFile(subset.family, subsetFile(subset, weight))));
        expect(font.numGlyphs, `${subset.family} ${subset.subset} ${weight}`).toBeGreaterThan(1);
      }
    }
  });

  it('takes every script a name or a line is written in, and names the first character no font prints', () => {
    for (const text of [
      'Ελληνικά Русский',
      '株式会社テスト 中文发票 한국어',
      'شركة الأمل ١٢٣',
      'חברת אלפא בע״מ',
      'हिन्दी कंपनी',
      'บริษัท ไทย จำกัด',
      'Line 1\n\tLine 2\u202f€',
    ]) {
      expect(unprintable(text), text).toBeUndefined();
    }
    // Characters only the Traditional Chinese (Taiwan, Hong Kong) families hold.
    expect(unprintable('乓亷偺僪儠')).toBeUndefined();
    expect(unprintable('Merci 🎉 !')).toBe('U+1F389');
    expect(unprintable('\u{E000}')).toBe('U+E000');
  });
});
