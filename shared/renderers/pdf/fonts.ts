import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { packageFile } from '../../kernel/package-files.ts';

/**
 * DejaVu Sans, embedded as a subset: it prints Latin, Greek and Cyrillic text as written
 * (docs/api.md §10), where the standard PDF fonts know Latin-1 only. Read on the first PDF
 * a process makes, never at start: functions that make no PDF load nothing of it.
 */
const FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
const FONTKIT_FILE = '@pdf-lib/fontkit/dist/fontkit.umd.min.js';
const PDF_LIB_FILE = 'pdf-lib/dist/pdf-lib.min.js';

let loaded: Promise<{ regular: Uint8Array; bold: Uint8Array; fontkit: unknown }> | undefined;

const fontBytes = (file: string): Promise<Uint8Array> => readFile(packageFile(`dejavu-fonts-ttf/ttf/${file}`));

/**
 * fontkit, loaded from its self-contained build on the first PDF: kept out of the bundle (it is
 * most of a PDF function's size), so a cold start does not parse it.
 */
const loadFontkit = (): unknown => createRequire(import.meta.url)(packageFile(FONTKIT_FILE));

/** The regular and bold fonts, embedded (subset) in `pdf`. */
export async function embedFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  loaded ??= (async () => {
    const [regular, bold, fontkit] = await Promise.all([
      fontBytes(FILES.regular),
      fontBytes(FILES.bold),
      loadFontkit(),
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

/** The files (from node_modules) the stack copies beside each bundle that makes PDFs. */
export const pdfRuntimeFiles = [
  ...Object.values(FILES).map((f) => `dejavu-fonts-ttf/ttf/${f}`),
  FONTKIT_FILE,
  PDF_LIB_FILE,
];

let pdfLibrary: typeof PdfLib | undefined;

/**
 * pdf-lib, from its own self-contained build (UMD, its dependencies inside), loaded on the first
 * PDF a process makes: like fontkit it stays out of the bundle (430 KiB with the standard fonts,
 * pako and UPNG), so no cold start compiles it. Every use of pdf-lib at run time goes through
 * here, so one copy is loaded (its `instanceof` checks hold); modules import its types only.
 */
export function pdfLib(): typeof PdfLib {
  pdfLibrary ??= createRequire(import.meta.url)(packageFile(PDF_LIB_FILE)) as typeof PdfLib;
  return pdfLibrary;
}
