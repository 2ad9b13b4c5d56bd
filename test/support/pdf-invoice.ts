import type { Document } from '../../shared/features/documents/model.ts';
import { presentDocument } from '../../shared/features/documents/presentation.ts';
import { applyDocumentInput, newDocument } from '../../shared/features/documents/rules.ts';
import { wordingFor } from '../../shared/features/documents/wording.ts';
import { withDefaults } from '../../shared/features/profile/service.ts';
import { documentPdf } from '../../shared/renderers/pdf/document.ts';

const profile = withDefaults({ LegalName: 'Atelier Exemple SAS', City: 'Paris', Country: 'FR' });
const words = wordingFor('fr');

/** An issued invoice to `buyer` with one line of 10 EUR at 20 % per text: what the PDF text tests print. */
export function invoiceOf(buyer: string, lines: string[]): Document {
  const doc = applyDocumentInput(
    newDocument('a', 'invoice', Date.UTC(2026, 10, 24), 1, '2026-11-24'),
    {
      General: { Currency: 'EUR', DueDate: '2026-12-24' },
      Client: { ClientName: buyer },
      Items: lines.map((Description) => ({ Description, UnitRate: '10', Quantity: '1', VAT: '20' })),
    },
    {},
    true,
  );
  return { ...doc, General: { ...doc.General, Number: 'INV-0001', Status: 'sent' } };
}

/** Its PDF, in French, from a French seller in Paris. */
export const pdfOf = (doc: Document) =>
  documentPdf(doc, presentDocument(doc, { profile, company: 'Atelier', currency: 'EUR' }, words), words);
