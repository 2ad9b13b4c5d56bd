import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * DejaVu Sans, embedded as a subset: it prints Latin, Greek and Cyrillic text as written
 * (contract section 10), where the standard PDF fonts know Latin-1 only. Read on the first PDF
 * a process makes, never at start: functions that make no PDF load nothing of it.
 */
const FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

let loaded: Promise<{ regular: Uint8Array; bold: Uint8Array; fontkit: unknown }> | undefined;

/** Where a font file is: in the package locally, beside the bundle on Lambda (the stack copies it there). */
async function fontBytes(file: string): Promise<Uint8Array> {
  try {
    return await readFile(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`));
  } catch {
    return readFile(join(dirname(fileURLToPath(import.meta.url)), file));
  }
}

/** The regular and bold fonts, embedded (subset) in `pdf`. */
export async function embedFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  loaded ??= (async () => {
    const [regular, bold, fontkit] = await Promise.all([
      fontBytes(FILES.regular),
      fontBytes(FILES.bold),
      import('@pdf-lib/fontkit').then((m) => m.default),
    ]);
    return { regular, bold, fontkit };
  })();
  const fonts = await loaded;
  pdf.registerFontkit(fonts.fontkit as Parameters<PDFDocument['registerFontkit']>[0]);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(fonts.regular, { subset: true }),
    pdf.embedFont(fonts.bold, { subset: true }),
  ]);
  return { regular, bold };
}

/** The font files the stack copies beside each bundle that makes PDFs. */
export const fontFiles = Object.values(FILES);
