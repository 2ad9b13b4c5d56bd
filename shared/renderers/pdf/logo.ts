import type { PDFDocument, PDFImage } from 'pdf-lib';
import { fitted, type Logo } from '../../features/profile/logo.ts';
import { A4, LINE, MARGIN, type pageWriter } from './layout.ts';

/** The box the logo is drawn within, in points (about 56 x 21 mm). */
const LOGO_BOX = { width: 160, height: 60 };

/**
 * The logo as an image of the PDF; none when pdf-lib cannot read it (a logo is checked when it
 * is uploaded, so this is a safeguard: the document is still made, without it).
 */
async function embedLogo(pdf: PDFDocument, logo: Logo): Promise<PDFImage | undefined> {
  try {
    return logo.info.Type === 'image/png' ? await pdf.embedPng(logo.bytes) : await pdf.embedJpg(logo.bytes);
  } catch {
    return undefined;
  }
}

/** The seller's logo at the top left of the first page, and the pen moved below it (what follows starts there). */
export async function drawLogo(
  pdf: PDFDocument,
  writer: Pick<ReturnType<typeof pageWriter>, 'page' | 'down'>,
  logo: Logo | undefined,
): Promise<void> {
  const image = logo ? await embedLogo(pdf, logo) : undefined;
  if (!logo || !image) return;
  const size = fitted(logo.info, LOGO_BOX);
  // Its top where the first line's capitals reach.
  writer.page().drawImage(image, { x: MARGIN, y: A4[1] - MARGIN + 12 - size.height, ...size });
  writer.down(Math.ceil(size.height / LINE) + 1);
}
