import { inflateSync } from 'node:zlib';
import type { PDFDict as PdfDict } from 'pdf-lib';
import { pdfLib } from '../../../kernel/pdf-lib.ts';
import { decodeXml } from '../../../kernel/text-decoding.ts';
import { unreadable } from './errors.ts';

/** The XML file a Factur-X (or ZUGFeRD) PDF embeds. */
const EMBEDDED_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];
/** The largest embedded XML read: as large as an XML file sent alone may be. */
const MAX_XML_BYTES = 5 * 1024 * 1024;

/**
 * The `factur-x.xml` a Factur-X PDF carries (its embedded files' name tree), read with pdf-lib
 * (its own build, loaded on first use: only the import reads PDFs). Its stream is inflated with a
 * bound, so a small PDF cannot unfold into gigabytes. A PDF without it, or that does not parse: 400.
 */
export async function embeddedXml(bytes: Uint8Array): Promise<string> {
  const { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } = pdfLib();
  let pdf: Awaited<ReturnType<typeof PDFDocument.load>>;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    throw unreadable('PDF', 'does not parse');
  }
  const files: { name: string; spec: PdfDict }[] = [];
  const walk = (node: PdfDict | undefined, depth: number) => {
    if (!node || depth > 8) return;
    const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
    for (let i = 0; names && i + 1 < names.size(); i += 2) {
      const name = names.lookup(i);
      const spec = names.lookup(i + 1);
      if (spec instanceof PDFDict && name && 'decodeText' in name)
        files.push({ name: String((name as { decodeText(): string }).decodeText()), spec });
    }
    const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
    for (let i = 0; kids && i < kids.size(); i += 1) walk(kids.lookupMaybe(i, PDFDict), depth + 1);
  };
  let stream: unknown;
  try {
    walk(pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict), 0);
    const found = files.find((f) => EMBEDDED_NAMES.includes(f.name.toLowerCase()));
    stream = found?.spec.lookupMaybe(PDFName.of('EF'), PDFDict)?.lookup(PDFName.of('F'));
  } catch {
    // A catalog or name tree that is not what the PDF standard says.
    throw unreadable('PDF', 'has no readable embedded files');
  }
  if (!(stream instanceof PDFRawStream)) throw unreadable('PDF', 'embeds no factur-x.xml');
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const raw = stream.getContents();
  let xml: Buffer;
  try {
    if (filter === undefined) xml = Buffer.from(raw);
    else if (filter === PDFName.of('FlateDecode')) xml = inflateSync(raw, { maxOutputLength: MAX_XML_BYTES });
    else throw new Error('filter');
  } catch {
    throw unreadable('PDF factur-x.xml', 'cannot be read (a stream of at most 5 MiB, plain or FlateDecode)');
  }
  if (xml.byteLength > MAX_XML_BYTES) throw unreadable('PDF factur-x.xml', 'is over 5 MiB');
  return decodeXml(xml, (where, why) => unreadable(`PDF factur-x.xml ${where}`, why));
}
