/**
 * The authorisation a payer gives by signing a SEPA Direct Debit mandate: the EPC rulebook's
 * wording (SDD Core, the mandate's mandatory text), in the payer's language where we have it.
 */
const wordings: Record<string, (creditor: string) => string> = {
  en: (c) =>
    `By signing this mandate form, you authorise (A) ${c} to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with the instructions from ${c}. As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited. Your rights are explained in a statement that you can obtain from your bank.`,
  fr: (c) =>
    `En signant ce formulaire de mandat, vous autorisez (A) ${c} à envoyer des instructions à votre banque pour débiter votre compte, et (B) votre banque à débiter votre compte conformément aux instructions de ${c}. Vous bénéficiez du droit d'être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé. Vos droits sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.`,
};

/** The authorisation text of a mandate to `creditor`, in the language of `culture` (`fr-FR`: French, else English). */
export const authorisationText = (creditor: string, culture: string): string =>
  (wordings[culture.slice(0, 2).toLowerCase()] ?? wordings.en!)(creditor);

/**
 * Whether a document's page collects a mandate (docs/api.md §19): an invoice in euros to a linked
 * client not deleted, from a seller with a creditor identifier (its legal name, else the company, as the
 * creditor); the authorisation it shows, in the client's language.
 */
export function mandateOffer(
  doc: { type: string; General: { Currency: string } },
  seller: { CreditorId: string; LegalName: string; company: string },
  client: { Culture: string; folder: string } | undefined,
): { authorisation: string } | undefined {
  if (doc.type !== 'invoice' || doc.General.Currency !== 'EUR' || !seller.CreditorId) return undefined;
  if (!client || client.folder === 'deleted') return undefined;
  return { authorisation: authorisationText(seller.LegalName || seller.company, client.Culture) };
}
