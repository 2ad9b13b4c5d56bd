import type { Mandate } from '../../features/mandates/model.ts';
import { pdfLib } from '../../kernel/pdf-lib.ts';
import { embedFonts } from './fonts.ts';
import { A4, MARGIN, pageWriter } from './layout.ts';

/** The creditor a mandate names: the seller's name, address and SEPA creditor identifier. */
export interface MandateCreditor {
  name: string;
  address: string[];
  creditorId: string;
}

/**
 * The signed mandate as a PDF (docs/api.md §19): what the EPC rulebook asks a mandate to state
 * (its reference, the creditor and its identifier, the debtor's name and account, the type of
 * payment, the date), in French and English, with the consent as it was given on the document
 * page and the authorisation text consented to.
 */
export async function mandatePdf(
  mandate: Mandate,
  creditor: MandateCreditor,
  authorisation: string,
): Promise<Uint8Array> {
  const pdf = await pdfLib().PDFDocument.create();
  const consent = mandate.consent;
  const rows: [string, string][] = [
    ['Référence unique du mandat (RUM) / Mandate reference', mandate.RUM],
    ['Créancier / Creditor', creditor.name],
    ...creditor.address.map((line): [string, string] => ['', line]),
    ['Identifiant créancier SEPA (ICS) / Creditor identifier', creditor.creditorId],
    ['Débiteur / Debtor', mandate.Name],
    ['IBAN', mandate.IBAN],
    ...(mandate.BIC ? [['BIC', mandate.BIC] as [string, string]] : []),
    [
      'Type de paiement / Type of payment',
      mandate.Type === 'recurring' ? 'Récurrent / Recurrent' : 'Ponctuel / One-off',
    ],
    ['Schéma / Scheme', `SEPA ${mandate.Scheme}`],
    ['Signé le / Signed on', mandate.SignedAt],
    ...(consent
      ? ([
          ['Consentement / Consent', `${consent.at} (${consent.page})`],
          ['Adresse IP / IP address', consent.ip],
        ] as [string, string][])
      : []),
    ...(mandate.Status === 'revoked'
      ? [['Révoqué / Revoked', `${mandate.RevokedAt ?? ''} ${mandate.RevokeReason ?? ''}`.trim()] as [string, string]]
      : []),
  ];
  const text = consent?.text ?? authorisation;
  const { regular, bold } = await embedFonts(pdf, `${rows.flat().join('')}${text}`);
  const { write, down, wrap } = pageWriter(pdf, regular);
  write('Mandat de prélèvement SEPA / SEPA Direct Debit Mandate', MARGIN, { font: bold, size: 14 });
  down(2);
  for (const [label, value] of rows) {
    if (label) write(label, MARGIN, { color: 0.35 });
    write(value, MARGIN + 260, { font: bold });
    down();
  }
  down();
  for (const line of wrap(text, A4[0] - 2 * MARGIN)) {
    write(line, MARGIN);
    down();
  }
  return pdf.save();
}
