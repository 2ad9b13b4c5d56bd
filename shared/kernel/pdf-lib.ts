import { createRequire } from 'node:module';
import type * as PdfLib from 'pdf-lib';
import { packageFile } from './package-files.ts';

/** pdf-lib's self-contained build, which the stack copies beside the bundle of every function that makes or reads a PDF. */
export const PDF_LIB_FILE = 'pdf-lib/dist/pdf-lib.min.js';

let pdfLibrary: typeof PdfLib | undefined;

/**
 * pdf-lib, from its own self-contained build (UMD, its dependencies inside), loaded on the first
 * PDF a process makes or reads: like fontkit it stays out of the bundle (430 KiB with the standard
 * fonts, pako and UPNG), so no cold start compiles it. Every use of pdf-lib at run time goes
 * through here, so one copy is loaded (its `instanceof` checks hold); modules import its types only.
 */
export function pdfLib(): typeof PdfLib {
  pdfLibrary ??= createRequire(import.meta.url)(packageFile(PDF_LIB_FILE)) as typeof PdfLib;
  return pdfLibrary;
}
