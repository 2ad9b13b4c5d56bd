import { describe, expect, it, vi } from 'vitest';
import { logoImage, pdfPageImage } from '../../../test/support/images.ts';
import type { Document } from '../../features/documents/model.ts';
import { presentDocument } from '../../features/documents/presentation.ts';
import { applyDocumentInput, newDocument } from '../../features/documents/rules.ts';
import { wordingFor } from '../../features/documents/wording.ts';
import type { Logo } from '../../features/profile/logo.ts';
import { readLogo } from '../../features/profile/logo-upload.ts';
import { withDefaults } from '../../features/profile/service.ts';
import { pdfLib } from '../../kernel/pdf-lib.ts';
import { documentPdf } from './document.ts';

/**
 * What a logo costs a PDF (issue "Abuse of the new surfaces"): an accepted 4096-pixel logo once
 * made every PDF take 4-5 s and hundreds of MB. Kept at most 1024 pixels, as an RGB PNG the PDF
 * takes as it is, the worst accepted logo adds its bytes to a PDF and nothing is decoded (its time
 * against a PDF without: `npm run bench`, section scripts).
 */
const profile = withDefaults({ LegalName: 'Atelier Exemple SAS', City: 'Paris', Country: 'FR' });
const words = wordingFor('fr');
const doc: Document = (() => {
  const made = applyDocumentInput(
    newDocument('a', 'invoice', Date.UTC(2026, 10, 24), 1, '2026-11-24'),
    {
      General: { DueDate: '2026-12-24', Currency: 'EUR' },
      Items: Array.from({ length: 20 }, (_, i) => ({
        Description: `Ligne ${i}`,
        UnitRate: '10',
        Quantity: '1',
        VAT: '20',
      })),
    },
    {},
    true,
  );
  return { ...made, General: { ...made.General, Number: 'INV-0001', Status: 'sent' } };
})();
const pdfWith = (logo?: Logo) =>
  documentPdf(
    doc,
    presentDocument(doc, { profile, company: 'Atelier', currency: 'EUR', ...(logo ? { logo } : {}) }, words),
    words,
  );

describe('a logo in the PDF', () => {
  // The worst a kept logo can be: the largest PNG of noise that fits the kept bytes.
  const worst = readLogo('image/png', logoImage(1024, 1024, 'png', true));

  it('is drawn from the kept PNG as it is: its image data is in the PDF byte for byte, with PNG predictors', async () => {
    const pdf = Buffer.from(await pdfWith(worst));
    const idat = worst.bytes.subarray(41, 41 + Buffer.from(worst.bytes).readUInt32BE(33));
    expect(Buffer.from(worst.bytes).toString('latin1', 37, 41)).toBe('IDAT');
    expect(pdf.indexOf(Buffer.from(idat.subarray(0, 4096)))).toBeGreaterThan(0);
    expect(pdf.toString('latin1')).toMatch(/\/Predictor 15/);
    // And it is drawn: the top left of the page is not white.
    const page = await pdfPageImage(pdf, 36);
    const at = (20 * page.width + 40) * 4;
    expect([...page.data.subarray(at, at + 3)].some((v) => v < 240)).toBe(true);
  });

  // Its time is the bench's to measure (npm run bench: a PDF with the worst logo against one without).
  it('costs a PDF its bytes and no decoding: the image is copied, never decoded', async () => {
    // Memory: the logo adds its bytes, once, and no pixels: nothing decodes it (a 1024-pixel RGBA
    // image is 4 MiB, and decoding it was what cost hundreds of MB). The bench measures the peak.
    const embedPng = vi.spyOn(pdfLib().PDFDocument.prototype, 'embedPng');
    const [plain, drawn] = [await pdfWith(), await pdfWith(worst)];
    expect(embedPng).not.toHaveBeenCalled();
    embedPng.mockRestore();
    expect(drawn.byteLength - plain.byteLength).toBeLessThan(worst.bytes.byteLength + 2048);
  });
});
