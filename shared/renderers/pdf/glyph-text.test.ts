import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { presentDocument } from '../../features/documents/presentation.ts';
import { applyDocumentInput, newDocument } from '../../features/documents/rules.ts';
import { wordingFor } from '../../features/documents/wording.ts';
import { withDefaults } from '../../features/profile/service.ts';
import { documentPdf } from './document.ts';

const profile = withDefaults({ LegalName: 'Atelier Exemple SAS', City: 'Paris', Country: 'FR' });
const words = wordingFor('fr');

function pdfOf(buyer: string, line: string) {
  const made = applyDocumentInput(
    newDocument('a', 'invoice', Date.UTC(2026, 10, 24), 1, '2026-11-24'),
    {
      General: { Currency: 'EUR', DueDate: '2026-12-24' },
      Client: { ClientName: buyer },
      Items: [{ Description: line, UnitRate: '10', Quantity: '1', VAT: '20' }],
    },
    {},
    true,
  );
  const doc = { ...made, General: { ...made.General, Number: 'INV-0001', Status: 'sent' as const } };
  return documentPdf(doc, presentDocument(doc, { profile, company: 'Atelier', currency: 'EUR' }, words), words);
}

// Its own file: the fonts are fresh here, as in a function's first PDF (a test before would have used the letters).
describe('the text of the PDFs a process makes one after another', () => {
  it('keeps a letter first embedded as part of an accented one (the z of ź, the y of ý) in the next PDF', async () => {
    await pdfOf('Łódź Żółć', 'Fýr');
    const next = await pdfText(await pdfOf('Acme SA', 'Lyon zone'));
    expect(next).toContain('Lyon zone');
  });
});
