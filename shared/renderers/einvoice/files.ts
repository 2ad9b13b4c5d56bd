import type { Principal } from '../../access/principal.ts';
import { transferDetails } from '../../features/bank/transfer.ts';
import type { Document } from '../../features/documents/model.ts';
import { titleOf, type Wording, wordingFor } from '../../features/documents/wording.ts';
import { gatherFacts } from '../../features/einvoice/facts.ts';
import { type Parties, partiesOf } from '../../features/einvoice/service.ts';
import { latePaymentMention } from '../../features/latefees/wording.ts';
import type { DocumentFiles, Stores } from '../../features/ports.ts';
import type { Profile } from '../../features/profile/model.ts';
import { localeOf } from '../../kernel/formats.ts';
import { documentMentions } from '../mentions.ts';
import { documentPdf, type SellerBlock } from '../pdf/document.ts';
import { toCii } from './cii.ts';
import { embedFacturX } from './facturx.ts';

/** The seller as the PDF prints it: the profile's names, address and identifiers, else the account's company. */
function sellerBlock(profile: Profile, company: string): SellerBlock {
  const name = profile.LegalName
    ? profile.TradeName
      ? `${profile.TradeName} (${profile.LegalName})`
      : profile.LegalName
    : company;
  const lines = [
    profile.Address1,
    profile.Address2,
    [profile.ZIPCode, profile.City].filter(Boolean).join(' '),
    profile.State,
    profile.Country,
    profile.VATIntra && `VAT ${profile.VATIntra}`,
    profile.RegistrationId &&
      `${profile.RegistrationScheme === '0009' ? 'SIRET' : profile.RegistrationScheme === '0002' ? 'SIREN' : 'Reg.'} ${profile.RegistrationId}`,
    profile.Email,
    profile.Phone,
    profile.IBAN && `IBAN ${profile.IBAN}${profile.BIC ? ` BIC ${profile.BIC}` : ''}`,
  ].filter((l): l is string => !!l);
  return { name, lines, legalNotes: profile.LegalNotes };
}

/**
 * The PDF of a document (docs/api.md §10), the same file get/pdf answers and the e-mail
 * attaches: a Factur-X PDF (EN 16931) for an invoice or credit note whose e-invoice can be made,
 * else a plain PDF.
 */
export async function documentFiles(
  deps: Stores,
  principal: Principal,
  doc: Document,
  wording?: Wording,
  known?: Parties,
): Promise<DocumentFiles> {
  const { profile, company, currency, client, creditedInvoiceDate } = known ?? (await partiesOf(deps, principal, doc));
  const words = wording ?? wordingFor(client?.Culture);
  const lateTerms =
    doc.type === 'invoice' ? latePaymentMention(localeOf(client?.Culture), profile, currency) : undefined;
  const gathered =
    doc.type === 'estimate'
      ? undefined
      : gatherFacts(doc, profile, client, { creditedInvoiceDate, accountCurrency: currency });
  const facts = gathered?.facts;
  const title = `${titleOf(doc, words)} ${doc.General.Number}`;
  const seller = sellerBlock(profile, company);
  const transfer = transferDetails(doc, profile, profile.LegalName || company);
  const notes = {
    ...seller,
    legalNotes: [lateTerms, seller.legalNotes].filter(Boolean).join('\n'),
    ...(transfer ? { transfer } : {}),
    accountCurrency: currency,
    mentions: documentMentions(doc, client, profile, words),
  };
  const pdf = await documentPdf(doc, notes, words, async (file) => {
    if (facts) await embedFacturX(file, toCii(facts), facts, title, new Date(doc.createdAt));
  });
  return { pdf, ...(facts ? { facts } : {}), ...(gathered?.gaps.length ? { gaps: gathered.gaps } : {}) };
}
