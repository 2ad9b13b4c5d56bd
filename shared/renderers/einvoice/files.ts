import type { Principal } from '../../access/principal.ts';
import type { Document } from '../../features/documents/model.ts';
import { presentDocument } from '../../features/documents/presentation.ts';
import { type Wording, wordingFor } from '../../features/documents/wording.ts';
import { gatherFacts } from '../../features/einvoice/facts.ts';
import { type Parties, partiesOf } from '../../features/einvoice/service.ts';
import type { DocumentFiles } from '../../features/mailing/port.ts';
import type { Stores } from '../../features/ports.ts';
import { documentPdf } from '../pdf/document.ts';
import { toCii } from './cii.ts';
import { embedFacturX } from './facturx.ts';

/**
 * The PDF of a document (docs/api.md §10), the same file get/pdf answers and the e-mail
 * attaches: a Factur-X PDF (EN 16931) for an invoice or credit note whose e-invoice can be made,
 * else a plain PDF.
 */
export async function documentFiles(
  deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>,
  principal: Principal,
  doc: Document,
  wording?: Wording,
  known?: Parties,
): Promise<DocumentFiles> {
  const { profile, company, currency, client, creditedInvoiceDate, logo } =
    known ?? (await partiesOf(deps, principal, doc, { logo: true }));
  const words = wording ?? wordingFor(client?.Culture);
  const gathered =
    doc.type === 'estimate'
      ? undefined
      : gatherFacts(doc, profile, client, { creditedInvoiceDate, accountCurrency: currency });
  const facts = gathered?.facts;
  const shown = presentDocument(
    doc,
    {
      profile,
      company,
      currency,
      ...(client ? { client } : {}),
      ...(logo ? { logo } : {}),
      ...(creditedInvoiceDate ? { creditedInvoiceDate } : {}),
    },
    words,
  );
  const title = `${shown.title} ${doc.General.Number}`;
  const pdf = await documentPdf(doc, shown, words, async (file) => {
    if (facts) await embedFacturX(file, toCii(facts), facts, title, new Date(doc.createdAt));
  });
  return { pdf, ...(facts ? { facts } : {}), ...(gathered?.gaps.length ? { gaps: gathered.gaps } : {}) };
}
