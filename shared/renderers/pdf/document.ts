import type { PDFDocument, PDFPage } from 'pdf-lib';
import { groupedReference } from '../../features/bank/creditor-reference.ts';
import type { TransferDetails } from '../../features/bank/transfer.ts';
import type { Document } from '../../features/documents/model.ts';
import { paymentsByDate } from '../../features/documents/settlement.ts';
import { computeTotals, vatInAccountCurrency } from '../../features/documents/totals.ts';
import { titleOf, type Wording } from '../../features/documents/wording.ts';
import { decimal, minorUnit } from '../../kernel/money.ts';
import type { Mention } from '../mentions.ts';
import { darkRuns, QUIET_ZONE, qrModules } from '../qr.ts';
import { embedFonts, pdfLib } from './fonts.ts';
import { A4, LINE, MARGIN, pageWriter, printable } from './layout.ts';

/**
 * The document as a PDF (pdf-lib: pure JavaScript, no native parts or font files to ship, so
 * it bundles into one Lambda file). A4 pages; lines run over as many pages as they need.
 */
/** Who issues the document, as the PDF prints it: the seller profile's name, address and identifiers. */
export interface SellerBlock {
  name: string;
  lines: string[];
  /** Printed at the foot of every document (the profile's LegalNotes). */
  legalNotes: string;
  /** How to pay an invoice by bank transfer, with the EPC QR code's text when there is one. */
  transfer?: TransferDetails;
  /** The account's currency: a document in another one prints its VAT in it too (docs/api.md §17). */
  accountCurrency?: string;
  /** The document's references and the reform's mentions, under its dates. */
  mentions?: Mention[];
}

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

/** The PDF of a document, in the client's language. */
export async function documentPdf(
  doc: Document,
  sellerBlock: SellerBlock,
  words: Wording,
  finish: (pdf: PDFDocument) => Promise<void> = async () => {},
): Promise<Uint8Array> {
  const seller = sellerBlock.name;
  const { PDFDocument } = pdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${titleOf(doc, words)} ${doc.General.Number}`);
  pdf.setAuthor(seller);
  pdf.setCreationDate(new Date(doc.createdAt));
  pdf.setModificationDate(new Date(doc.createdAt));
  const { regular, bold } = await embedFonts(pdf);
  const currency = doc.General.Currency;
  const money = (v: string | ReturnType<typeof decimal>) => `${decimal(v).toFixed(minorUnit(currency))} ${currency}`;
  const totals = computeTotals(doc);

  const { write, down, clip, page, reserve } = pageWriter(pdf, regular);

  write(`${titleOf(doc, words)} ${doc.General.Number}`, MARGIN, { font: bold, size: 18 });
  write(seller, A4[0] - MARGIN, { font: bold, size: 12, right: true });
  for (const line of sellerBlock.lines) {
    down();
    write(line, A4[0] - MARGIN, { size: 9, right: true });
  }
  down(2);
  write(`${words.issued}: ${doc.General.DateIssue}`, MARGIN);
  down();
  if (doc.type === 'creditnote' && doc.General.Invoice) {
    write(words.credits(doc.General.Invoice), MARGIN, { font: bold });
    down();
  }
  if (doc.General.DueDate) {
    write(`${words.due}: ${doc.General.DueDate}`, MARGIN);
    down();
  }
  if (doc.General.Validity) {
    write(`${words.validUntil}: ${doc.General.Validity}`, MARGIN);
    down();
  }
  if (doc.General.PONumber) {
    write(`${words.po}: ${doc.General.PONumber}`, MARGIN);
    down();
  }
  for (const { label, value } of sellerBlock.mentions ?? []) {
    write(clip(value ? `${label}: ${value}` : label, A4[0] - 2 * MARGIN), MARGIN);
    down();
  }
  down();
  write(words.billTo, MARGIN, { font: bold });
  down();
  for (const line of [doc.Client.ClientName, doc.Client.ContactName, ...doc.Client.ContactAddress.split('\n')].filter(
    Boolean,
  )) {
    write(line, MARGIN);
    down();
  }
  if (doc.General.Description) {
    down();
    write(clip(doc.General.Description, A4[0] - 2 * MARGIN), MARGIN);
    down();
  }
  down();

  const columns = { description: MARGIN, quantity: 330, rate: 400, vat: 450, total: A4[0] - MARGIN };
  const header = () => {
    write(words.description, columns.description, { font: bold });
    write(words.quantity, columns.quantity, { font: bold, right: true });
    write(words.unitPrice, columns.rate, { font: bold, right: true });
    write(words.vat, columns.vat, { font: bold, right: true });
    write(words.total, columns.total, { font: bold, right: true });
    down();
  };
  header();
  doc.Items.forEach((item, i) => {
    const before = page();
    const discount = decimal(item.Discount).gt(0) ? ` (-${item.Discount}%)` : '';
    write(clip(`${item.Description}${discount}`, columns.quantity - columns.description - 40), columns.description);
    write(`${item.Quantity} ${item.UnitType}`.trim(), columns.quantity, { right: true });
    write(decimal(item.UnitRate).toFixed(minorUnit(currency)), columns.rate, { right: true });
    write(`${item.VAT}%`, columns.vat, { right: true });
    write(money(totals.items[i]!), columns.total, { right: true });
    down();
    if (page() !== before) header();
  });
  down();
  if (decimal(doc.General.GeneralDiscount).gt(0)) {
    write(`${words.discount}: ${doc.General.GeneralDiscount}%`, columns.total, { right: true });
    down();
  }
  write(`${words.totalRaw}: ${money(totals.TOTALRAW)}`, columns.total, { right: true });
  down();
  for (const tax of totals.TOTALTAX) {
    write(`${words.vat} ${tax.VATPercentage.toString()}%: ${money(tax.VATValue)}`, columns.total, { right: true });
    down();
  }
  const converted = vatInAccountCurrency(doc, totals, sellerBlock.accountCurrency);
  if (converted) {
    const inAccount = `${converted.tax.toFixed(minorUnit(converted.currency))} ${converted.currency}`;
    write(`${words.vatIn(converted.currency, converted.rate, currency)}: ${inAccount}`, columns.total, { right: true });
    down();
  }
  write(`${words.totalNet}: ${money(totals.TotalNET)}`, columns.total, { font: bold, size: 12, right: true });
  down();
  if (doc.type === 'invoice' && (doc.payments?.length || totals.TotalCredited.gt(0) || doc.deposits?.length)) {
    // The deposits it deducts (docs/api.md §17), what was received against it (§8), then what is still owed.
    for (const d of doc.deposits ?? []) {
      write(`${words.depositDeducted(d.number, d.date)}: -${money(d.net)}`, columns.total, { right: true });
      down();
    }
    for (const p of paymentsByDate(doc)) {
      write(`${words.paymentsReceived} ${p.date}: -${money(p.amount)}`, columns.total, { right: true });
      down();
    }
    write(`${words.balanceDue}: ${money(totals.TotalDue)}`, columns.total, { font: bold, size: 12, right: true });
    down();
  }
  down();
  const transfer = sellerBlock.transfer;
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
  for (const text of [doc.Comments.PaymentCondition, doc.Comments.Notes, doc.Comments.Legal, sellerBlock.legalNotes]) {
    for (const line of (text ?? '').split('\n').filter(Boolean)) {
      write(clip(line, A4[0] - 2 * MARGIN, regular, 9), MARGIN, { size: 9 });
      down();
    }
  }
  await finish(pdf);
  return pdf.save();
}

/** The sales terms as a one-document PDF: the document's payment conditions and legal text. */
export async function salesTermsPdf(doc: Document, seller: string, words: Wording): Promise<Uint8Array> {
  const pdf = await pdfLib().PDFDocument.create();
  const { regular: font, bold } = await embedFonts(pdf);
  const safe = printable(font);
  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  page.drawText(safe(`${words.salesTerms} - ${seller}`), { x: MARGIN, y, size: 14, font: bold });
  y -= 2 * LINE;
  const text = [doc.Comments.PaymentCondition, doc.Comments.Legal].filter(Boolean).join('\n\n') || words.noSalesTerms;
  for (const paragraph of text.split('\n')) {
    // Wrap each paragraph to the page's width.
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(safe(next), 10) > A4[0] - 2 * MARGIN && line) {
        page.drawText(safe(line), { x: MARGIN, y, size: 10, font });
        y -= LINE;
        line = word;
      } else line = next;
      if (y < MARGIN) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
    }
    page.drawText(safe(line), { x: MARGIN, y, size: 10, font });
    y -= LINE;
  }
  return pdf.save();
}
