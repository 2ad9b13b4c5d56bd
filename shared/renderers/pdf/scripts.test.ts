import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { differenceFromReference, pdfPageImage, pngOf } from '../../../test/support/images.ts';
import { invoiceOf, pdfOf } from '../../../test/support/pdf-invoice.ts';
import { pdfjs, pdfStreams, pdfText } from '../../../test/support/pdf-text.ts';

/**
 * Every script a name or a line may be written in prints as written (docs/api.md §10): the
 * PDF's text read back by pdf.js holds each character (right-to-left and Indic text in the
 * order shaping draws it), and a rendering of all of them matches its reviewed reference.
 */
const samples = {
  Latin: 'Société Œuvre & Fils, Łódź Żółć',
  Greek: 'Ελληνικά έγγραφα',
  Cyrillic: 'Русская документация',
  Japanese: '株式会社テスト 請求書',
  Chinese: '上海贸易有限公司 发票',
  // Three letters a Chinese subset names in its ranges without their glyphs: only the Korean font has them.
  Korean: '한국어',
  // Ideographs no Google Fonts family holds: Noto Sans CJK TC's own cut, and two of Unicode 14 from BabelStone Han.
  'rare ideographs': '\u4E33\u4E4A\u6AE9\u8B97 \u9FF0\u9FFF',
  Arabic: 'شركة الأمل للتجارة',
  Hebrew: 'חברת אלפא בע״מ (ישראל)',
  Devanagari: 'हिन्दी कंपनी प्राइवेट लिमिटेड',
  Thai: 'บริษัท ไทย จำกัด',
  Bengali: 'বাংলা কোম্পানি',
  Tamil: 'தமிழ் நிறுவனம்',
  Gujarati: 'ગુજરાતી કંપની',
  Khmer: 'ក្រុមហ៊ុន ខ្មែរ',
  Myanmar: 'မြန်မာ ကုမ္ပဏီ',
  Ethiopic: 'የአማርኛ ኩባንያ',
};
/** A PDF's streams as text, inflated. */
const streamsOf = (pdf: Uint8Array): string[] => pdfStreams(pdf).map((bytes) => bytes.toString('latin1'));

/** The ActualText of every marked run of a PDF's pages, decoded (UTF-16BE). */
function actualTexts(pdf: Uint8Array): string[] {
  return streamsOf(pdf).flatMap((content) =>
    [...content.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/g)].map((m) =>
      Buffer.from(m[1]!, 'hex').swap16().toString('utf16le'),
    ),
  );
}

/** The characters of a text, spaces aside, decomposed for compatibility (Arabic's presentation forms as letters, a two-part Bengali vowel as its parts), sorted. */
const charactersOf = (text: string) => [...text.normalize('NFKD').replace(/\s+/g, '')].sort();

describe('every script, in the PDF', () => {
  for (const [script, text] of Object.entries(samples)) {
    it(`prints ${script} as written, as the buyer and as a line`, async () => {
      const extracted = await pdfText(await pdfOf(invoiceOf(text, [text])));
      const found = charactersOf(extracted);
      const count = (list: string[], char: string) => list.filter((c) => c === char).length;
      for (const char of new Set(charactersOf(text))) {
        // The buyer and the line: each character twice at least.
        expect(count(found, char), `${script}: ${char}`).toBeGreaterThanOrEqual(2 * count(charactersOf(text), char));
      }
      expect(extracted).not.toContain('?');
      // Nothing a reader would copy that is no character of the text (a glyph mapped to none).
      expect(extracted).not.toMatch(/[\u0000-\u001f]/);
    });
  }

  it('copies each letter as itself where letters share a glyph (Arabic dotless bases)', async () => {
    // ب ت ن ي share one tooth before their dots, ف and ق one loop; ٯ and ٮ are those glyphs alone.
    const text = 'نبيل بيت تبن قفل فقط ٯ ٮ ف ڢ';
    const letters = (s: string) => charactersOf(s).filter((c) => /\p{Script=Arabic}/u.test(c));
    const extracted = await pdfText(await pdfOf(invoiceOf(text, [text])));
    // The buyer and the line: each letter twice, and no letter in another's place.
    expect(letters(extracted)).toEqual(letters(text + text));
    // The dots, drawn apart from their letters, are shapes: each word reads whole.
    for (const word of text.split(' ')) expect(extracted.split(' ')).toContain(word);
  });

  it('embeds a glyph again only for other characters: Latin set plainly and beside Arabic is one glyph each', async () => {
    const pdf = await pdfOf(invoiceOf('Acme', ['Acme شركة']));
    // Each font's ToUnicode: the text of each glyph of its subset.
    const fonts = streamsOf(pdf)
      .filter((content) => content.includes('beginbfchar'))
      .map((cmap) => [...cmap.matchAll(/^<[0-9a-f]+> (<[0-9a-f]*>)$/gim)].map((m) => m[1]!.toLowerCase()));
    // "A" (U+0041), set plainly (the buyer) and beside Arabic (the line): one glyph in each font's subset.
    const counts = fonts.map((texts) => texts.filter((text) => text === '<0041>').length);
    expect(Math.max(...counts)).toBe(1);
  });

  it('tells readers each shaped run as written (its ActualText), where glyphs are drawn in another order', async () => {
    // pdf.js 4 reads the glyphs (a Devanagari vowel sign before its consonant, Arabic's dots apart);
    // Acrobat, PDFium and poppler copy and search the run's ActualText.
    const text = 'हिन्दी কোম্পানি نبيل شركة ក្រុមហ៊ុន';
    const actual = actualTexts(await pdfOf(invoiceOf(text, ['Conseil'])));
    for (const word of text.split(' '))
      expect(
        actual.some((run) => run.includes(word)),
        word,
      ).toBe(true);
    // Text DejaVu prints as it is needs none: its glyphs are its characters, in order.
    expect(actualTexts(await pdfOf(invoiceOf('Société Œuvre', ['Conseil'])))).toEqual([]);
  });

  it('draws right-to-left text in visual order, mirrored brackets and all', async () => {
    const { getDocument } = await pdfjs();
    const pdf = await getDocument({ data: await pdfOf(invoiceOf('B', [samples.Hebrew])) }).promise;
    const items = (await (await pdf.getPage(1)).getTextContent({ disableNormalization: true })).items
      .filter((item) => 'str' in item && /[\u0590-\u05FF()]/.test(item.str))
      .map((item) => item as { str: string; transform: number[] });
    const leftToRight = items.sort((a, b) => a.transform[4]! - b.transform[4]!).map((item) => item.str.trim());
    // Visual order: the last word leftmost, its brackets around it (the opening one drawn mirrored on its right).
    expect(leftToRight).toEqual(['(', 'ישראל', ')', 'בע״מ', 'אלפא', 'חברת']);
  });

  it('matches the reviewed rendering of every script on one invoice (UPDATE_VISUALS=1 renews it)', async () => {
    const doc = invoiceOf(samples.Japanese, Object.values(samples));
    const png = pngOf(await pdfPageImage(await pdfOf(doc), 100));
    const reference = fileURLToPath(new URL('../../../test/visual/scripts-pdf.png', import.meta.url));
    expect(await differenceFromReference(png, reference)).toBeLessThan(0.005);
  });

  it('keeps a one-page Latin invoice under 100 KiB, and embeds only the glyphs a text uses', async () => {
    const latin = await pdfOf(invoiceOf('Acheteur Exemple SA', [samples.Latin, samples.Greek]));
    expect(latin.length).toBeLessThan(100 * 1024);
    const all = await pdfOf(invoiceOf(samples.Japanese, Object.values(samples)));
    expect(all.length).toBeLessThan(200 * 1024);
  });
});
