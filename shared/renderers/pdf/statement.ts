import { languageOf } from '../../features/documents/wording.ts';
import type { Logo } from '../../features/profile/logo.ts';
import type { Statement } from '../../features/statements/model.ts';
import { formatDate, formatMoney } from '../../kernel/formats.ts';
import { minorUnit } from '../../kernel/money.ts';
import { pdfLib } from '../../kernel/pdf-lib.ts';
import { embedFonts, printedText } from './fonts.ts';
import { A4, MARGIN, pageWriter } from './layout.ts';
import { drawLogo } from './logo.ts';

/** The words of a statement, in each language documents are written in. */
const statementWords = {
  en: {
    title: 'Statement of account',
    period: (from: string, to: string) => `${from} to ${to}`,
    columns: ['Date', 'Document', 'Debit', 'Credit', 'Balance'],
    opening: 'Opening balance',
    closing: 'Closing balance',
    types: { invoice: 'Invoice', creditnote: 'Credit note', payment: 'Payment' },
  },
  fr: {
    title: 'Relevé de compte',
    period: (from: string, to: string) => `Du ${from} au ${to}`,
    columns: ['Date', 'Pièce', 'Débit', 'Crédit', 'Solde'],
    opening: 'Solde d’ouverture',
    closing: 'Solde de clôture',
    types: { invoice: 'Facture', creditnote: 'Avoir', payment: 'Paiement' },
  },
  de: {
    title: 'Kontoauszug',
    period: (from: string, to: string) => `Vom ${from} bis ${to}`,
    columns: ['Datum', 'Beleg', 'Soll', 'Haben', 'Saldo'],
    opening: 'Anfangssaldo',
    closing: 'Endsaldo',
    types: { invoice: 'Rechnung', creditnote: 'Gutschrift', payment: 'Zahlung' },
  },
  es: {
    title: 'Extracto de cuenta',
    period: (from: string, to: string) => `Del ${from} al ${to}`,
    columns: ['Fecha', 'Documento', 'Debe', 'Haber', 'Saldo'],
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    types: { invoice: 'Factura', creditnote: 'Factura rectificativa', payment: 'Pago' },
  },
  it: {
    title: 'Estratto conto',
    period: (from: string, to: string) => `Dal ${from} al ${to}`,
    columns: ['Data', 'Documento', 'Dare', 'Avere', 'Saldo'],
    opening: 'Saldo iniziale',
    closing: 'Saldo finale',
    types: { invoice: 'Fattura', creditnote: 'Nota di credito', payment: 'Pagamento' },
  },
  nl: {
    title: 'Rekeningoverzicht',
    period: (from: string, to: string) => `Van ${from} tot ${to}`,
    columns: ['Datum', 'Stuk', 'Debet', 'Credit', 'Saldo'],
    opening: 'Beginsaldo',
    closing: 'Eindsaldo',
    types: { invoice: 'Factuur', creditnote: 'Creditnota', payment: 'Betaling' },
  },
};

/** The words of a statement, in the reader's language. */
const wordsOf = (locale: string) => statementWords[languageOf(locale) as keyof typeof statementWords];

/** A client's statement of account as a PDF (docs/api.md §14): one table per currency, under the seller's logo. */
export async function statementPdf(
  statement: Statement,
  seller: string,
  locale: string,
  logo?: Logo,
): Promise<Uint8Array> {
  const pdf = await pdfLib().PDFDocument.create();
  const words = wordsOf(locale);
  pdf.setTitle(`${words.title} ${statement.clientName}`);
  pdf.setAuthor(seller);
  const { regular, bold } = await embedFonts(pdf, printedText(statement, seller));
  const { write, down, clip, page } = pageWriter(pdf, regular);
  await drawLogo(pdf, { page, down }, logo);
  const right = A4[0] - MARGIN;
  const date = (iso: string) => formatDate(iso, locale);
  const moneyIn = (currency: string) => (amount: { toFixed(dp: number): string }) =>
    formatMoney(amount.toFixed(minorUnit(currency)), currency, locale);
  // Columns sized to what they hold in this language (a German date is wider than an English
  // one): the date, the document (what is left), then debit, credit and balance right-aligned.
  const GAP = 12;
  const widest = (header: string, cells: string[], size = 9) =>
    Math.max(bold.width(header, 10), ...cells.map((cell) => regular.width(cell, size)));
  const cellsOf = (
    pick: (section: Statement['sections'][number], money: (a: { toFixed(dp: number): string }) => string) => string[],
  ) => statement.sections.flatMap((section) => pick(section, moneyIn(section.currency)));
  const dateWidth = widest(
    words.columns[0]!,
    cellsOf((section) => section.lines.map((l) => date(l.date))),
  );
  const debitWidth = widest(
    words.columns[2]!,
    cellsOf((section, money) => section.lines.filter((l) => l.debit.gt(0)).map((l) => money(l.debit))),
  );
  const creditWidth = widest(
    words.columns[3]!,
    cellsOf((section, money) => section.lines.filter((l) => l.credit.gt(0)).map((l) => money(l.credit))),
  );
  const balanceWidth = Math.max(
    widest(
      words.columns[4]!,
      cellsOf((section, money) => section.lines.map((l) => money(l.balance))),
    ),
    ...cellsOf((section, money) => [money(section.opening), money(section.closing)]).map((cell) =>
      bold.width(cell, 10),
    ),
  );
  const columns = [MARGIN, MARGIN + dateWidth + GAP, 0, right - balanceWidth - GAP, right];
  columns[2] = columns[3]! - creditWidth - GAP;
  const documentWidth = columns[2]! - debitWidth - GAP - columns[1]!;
  write(words.title, MARGIN, { font: bold, size: 18 });
  write(seller, right, { font: bold, size: 12, right: true });
  down(2);
  write(statement.clientName, MARGIN, { font: bold });
  down();
  write(words.period(date(statement.from), date(statement.to)), MARGIN);
  for (const section of statement.sections) {
    const money = moneyIn(section.currency);
    down(2);
    words.columns.forEach((label, i) => {
      write(i === 1 ? clip(label, documentWidth, bold) : label, columns[i]!, { font: bold, right: i >= 2 });
    });
    down();
    write(clip(words.opening, documentWidth), columns[1]!);
    write(money(section.opening), columns[4]!, { right: true });
    for (const line of section.lines) {
      down();
      write(date(line.date), columns[0]!, { size: 9 });
      write(clip(`${words.types[line.type]} ${line.reference}`, documentWidth, regular, 9), columns[1]!, { size: 9 });
      if (line.debit.gt(0)) write(money(line.debit), columns[2]!, { size: 9, right: true });
      if (line.credit.gt(0)) write(money(line.credit), columns[3]!, { size: 9, right: true });
      write(money(line.balance), columns[4]!, { size: 9, right: true });
    }
    down();
    write(clip(words.closing, documentWidth, bold), columns[1]!, { font: bold });
    write(money(section.closing), columns[4]!, { font: bold, right: true });
  }
  return pdf.save();
}
