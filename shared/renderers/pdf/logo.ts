import type { PDFDocument, PDFRef } from 'pdf-lib';
import { fitted, type Logo, pngChunks } from '../../features/profile/logo.ts';
import { pdfLib } from '../../kernel/pdf-lib.ts';
import { A4, LINE, MARGIN, type pageWriter } from './layout.ts';

/** The box the logo is drawn within, in points (about 56 x 21 mm). */
const LOGO_BOX = { width: 160, height: 60 };

/**
 * A logo kept as an upload now keeps it (an 8-bit RGB PNG, not interlaced) as an image of the
 * PDF with no decoding and no compressing: its image data, as the PNG holds it, is a Flate
 * stream with PNG predictors, which PDF reads as such (ISO 32000 7.4.4.4). Undefined for any
 * other PNG (a logo kept before uploads were encoded again), which pdf-lib decodes.
 */
function pngAsIs(pdf: PDFDocument, png: Uint8Array): PDFRef | undefined {
  const { header, data } = pngChunks(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  if (header.colour !== 2 || header.depth !== 8 || header.interlaced) return undefined;
  const image = pdf.context.stream(data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: header.width,
    Height: header.height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: header.width },
  });
  return pdf.context.register(image);
}

/**
 * The logo as an image of the PDF; none when it cannot be read (a logo is checked when it is
 * uploaded, so this is a safeguard: the document is still made, without it). A JPEG is taken
 * as it is by pdf-lib too (its header read, its data copied).
 */
async function embedLogo(pdf: PDFDocument, logo: Logo): Promise<PDFRef | undefined> {
  try {
    if (logo.info.Type === 'image/jpeg') return (await pdf.embedJpg(logo.bytes)).ref;
    return pngAsIs(pdf, logo.bytes) ?? (await pdf.embedPng(logo.bytes)).ref;
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
  const page = writer.page();
  const { pushGraphicsState, concatTransformationMatrix, drawObject, popGraphicsState } = pdfLib();
  const name = page.node.newXObject('Logo', image);
  // Its top where the first line's capitals reach.
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(size.width, 0, 0, size.height, MARGIN, A4[1] - MARGIN + 12 - size.height),
    drawObject(name),
    popGraphicsState(),
  );
  writer.down(Math.ceil(size.height / LINE) + 1);
}
