import type { PDFDocument, PDFPage } from 'pdf-lib';
import { groupedReference } from '../../features/documents/creditor-reference.ts';
import type { Document } from '../../features/documents/model.ts';
import type { Presentation } from '../../features/documents/presentation.ts';
import type { Wording } from '../../features/documents/wording.ts';
import { pdfLib } from '../../kernel/pdf-lib.ts';
import { darkRuns, QUIET_ZONE, qrModules } from '../qr.ts';
import { embedFonts, printedText } from './fonts.ts';
import { A4, LINE, MARGIN, pageWriter } from './layout.ts';
import { drawLogo } from './logo.ts';

/** The EPC QR code's side on the page, in points (about 42 mm: 3 or more pixels a module at 150 dpi). */
const QR_SIDE = 120;

/** Draws a QR code of `text` with its quiet zone, its top left corner at (`x`, `top`). */
function drawQr(page: PDFPage, text: string, x: number, top: number) {
  const { rgb } = pdfLib();
  const qr = qrModules(text);
  const module = QR_SIDE / (qr.size + 2 * QUIET_ZONE);
  page.drawRectangle({ x, y: top - QR_SIDE, width: QR_SIDE, height: QR_SIDE, color: rgb(1, 1, 1) });
  for (const run of darkRuns(qr)) {
    page.drawRectangle({
      x: x + (run.column + QUIET_ZONE) * module,
      y: top - (run.row + QUIET_ZONE + 1) * module,
      width: run.length * module,
      height: module,
      color: rgb(0, 0, 0),
    });
  }
}

/** The gap between two columns of the lines' table, in points. */
const GAP = 12;
/** The description column is never narrower than this: the figures' columns give way first. */
const MIN_DESCRIPTION = 160;

/**
 * The PDF of a document (pdf-lib: pure JavaScript, no native parts, so it bundles into one
 * Lambda file): its presentation (shared/features/documents/presentation.ts, the same
 * the page and the e-mail print), laid out on A4 pages. The lines' table sizes its columns to
 * what they hold, so no header or figure overlaps another; a long description wraps; the table
 * header is repeated on each page, and every page is numbered.
 */
export async function documentPdf(
  doc: Document,
  shown: Presentation,
  words: Wording,
  finish: (pdf: PDFDocument) => Promise<void> = async () => {},
): Promise<Uint8Array> {
  const { PDFDocument, rgb } = pdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${shown.title} ${shown.number}`);
  pdf.setAuthor(shown.seller.name);
  pdf.setCreationDate(new Date(doc.createdAt));
  pdf.setModificationDate(new Date(doc.createdAt));
  // Everything the PDF prints comes from the document and its presentation: their text picks the fonts.
  const { regular, bold } = await embedFonts(pdf, printedText(shown, doc));
  const { write, down, clip, wrap, page, reserve, onNewPage } = pageWriter(pdf, regular);
  const width = (text: string, font = regular, size = 10) => font.width(text, size);
  const right = A4[0] - MARGIN;

  // The seller's logo at the top left, the title below it.
  await drawLogo(pdf, { page, down }, shown.seller.logo);

  write(`${shown.title} ${shown.number}`, MARGIN, { font: bold, size: 18 });
  write(shown.seller.name, right, { font: bold, size: 12, right: true });
  for (const line of [...(shown.seller.tradeName ? [shown.seller.tradeName] : []), ...shown.seller.lines]) {
    down();
    write(line, right, { size: 9, right: true });
  }
  down(2);
  for (const { label, value } of shown.facts) {
    write(clip(value ? `${label}${words.colon}${value}` : label, A4[0] - 2 * MARGIN), MARGIN);
    down();
  }
  down();
  write(words.billTo, MARGIN, { font: bold });
  down();
  for (const line of [shown.buyer.name, ...shown.buyer.lines].filter(Boolean)) {
    write(line, MARGIN);
    down();
  }
  if (doc.General.Description) {
    down();
    for (const line of wrap(doc.General.Description, A4[0] - 2 * MARGIN)) {
      write(line, MARGIN);
      down();
    }
  }
  down();

  // Each figure's column is as wide as its widest entry or its header; the description takes the rest.
  const figures = ['quantity', 'unitPrice', 'vat', 'total'] as const;
  const headers = { quantity: words.quantity, unitPrice: words.unitPrice, vat: words.vat, total: words.total };
  const widths = Object.fromEntries(
    figures.map((f) => [f, Math.max(width(headers[f], bold), ...shown.lines.map((l) => width(l[f])))]),
  ) as Record<(typeof figures)[number], number>;
  const columns = { total: right } as Record<(typeof figures)[number], number>;
  columns.vat = columns.total - widths.total - GAP;
  columns.unitPrice = columns.vat - widths.vat - GAP;
  columns.quantity = columns.unitPrice - widths.unitPrice - GAP;
  const descriptionWidth = Math.max(MIN_DESCRIPTION, columns.quantity - widths.quantity - GAP - MARGIN);
  const header = () => {
    write(words.description, MARGIN, { font: bold });
    for (const f of figures) write(headers[f], columns[f], { font: bold, right: true });
    down();
  };
  header();
  const stopHeader = onNewPage(header);
  for (const line of shown.lines) {
    const described = wrap(line.description, descriptionWidth);
    reserve(LINE * Math.min(described.length, 3));
    described.forEach((text, i) => {
      write(text, MARGIN);
      if (i === 0) for (const f of figures) write(line[f], columns[f], { right: true });
      down();
    });
    if (line.discount) {
      write(line.discount, MARGIN, { size: 8, color: 0.35 });
      down();
    }
  }
  stopHeader();
  down();
  // The totals: labels right-aligned against the figures.
  const labelEdge = right - Math.max(...shown.totals.map((t) => width(t.value, bold, t.strong ? 11 : 10))) - GAP;
  for (const row of shown.totals) {
    const font = row.strong ? bold : regular;
    const size = row.strong ? 11 : 10;
    write(clip(row.label, labelEdge - MARGIN, font, size), labelEdge, { font, size, right: true });
    write(row.value, right, { font, size, right: true });
    down();
  }
  down();
  const transfer = shown.transfer;
  if (transfer) {
    // The transfer's details on the left, the QR code on the right, kept on one page.
    const top = reserve(transfer.epc ? QR_SIDE + LINE : 5 * LINE) + LINE - 4;
    if (transfer.epc) drawQr(page(), transfer.epc, A4[0] - MARGIN - QR_SIDE, top);
    write(words.payByTransfer, MARGIN, { font: bold });
    down();
    write(`IBAN: ${groupedReference(transfer.iban)}`, MARGIN);
    down();
    if (transfer.bic) {
      write(`BIC: ${transfer.bic}`, MARGIN);
      down();
    }
    if (transfer.reference) {
      write(`${words.paymentReference}: ${groupedReference(transfer.reference)}`, MARGIN, { font: bold });
      down();
    }
    if (transfer.epc) {
      write(words.scanToPay, MARGIN, { size: 9 });
      // On below the QR code: the lines above may be fewer than its height.
      const left = reserve(0) - (top - QR_SIDE);
      if (left > 0) down(Math.ceil(left / LINE));
    }
    down();
  }
  for (const text of [doc.Comments.PaymentCondition, doc.Comments.Notes, doc.Comments.Legal, ...shown.mentions]) {
    for (const paragraph of (text ?? '').split('\n').filter(Boolean)) {
      for (const line of wrap(paragraph, A4[0] - 2 * MARGIN, regular, 9)) {
        write(line, MARGIN, { size: 9 });
        down();
      }
    }
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const numbered = words.pageOf(i + 1, pages.length);
    regular.draw(p, numbered, right - regular.width(numbered, 8), MARGIN / 2, 8, rgb(0.35, 0.35, 0.35));
  });
  await finish(pdf);
  return pdf.save();
}

/** The sales terms as a one-document PDF: the document's payment conditions and legal text. */
export async function salesTermsPdf(doc: Document, seller: string, words: Wording): Promise<Uint8Array> {
  const pdf = await pdfLib().PDFDocument.create();
  const text = [doc.Comments.PaymentCondition, doc.Comments.Legal].filter(Boolean).join('\n\n') || words.noSalesTerms;
  const { regular, bold } = await embedFonts(pdf, `${seller}${text}`);
  const { write, down, wrap } = pageWriter(pdf, regular);
  write(`${words.salesTerms} - ${seller}`, MARGIN, { font: bold, size: 14 });
  down(2);
  for (const paragraph of text.split('\n')) {
    for (const line of wrap(paragraph, A4[0] - 2 * MARGIN)) {
      write(line, MARGIN);
      down();
    }
  }
  return pdf.save();
}
