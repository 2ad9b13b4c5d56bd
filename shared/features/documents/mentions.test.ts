import { describe, expect, it } from 'vitest';
import { clientRecord, frenchSellerProfile, invoicingAddress } from '../../../test/support/french-parties.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { formatDate } from '../../kernel/formats.ts';
import { documentPdf } from '../../renderers/pdf/document.ts';
import type { Client } from '../clients/model.ts';
import { type EInvoiceFacts, gatherFacts } from '../einvoice/facts.ts';
import type { Profile } from '../profile/model.ts';
import { withDefaults } from '../profile/service.ts';
import type { Document } from './model.ts';
import { presentDocument } from './presentation.ts';
import { applyDocumentInput, newDocument } from './rules.ts';
import type { ItemInput } from './schema.ts';
import { wordingFor } from './wording.ts';

/**
 * What an invoice states (docs/api.md §10; issue "What it issues, a French business can
 * sign", item 1): for each kind of sale, the PDF a client reads (pdf.js's text) holds every
 * mention its e-invoice holds: both parties' names, registrations and VAT numbers, the buyer's
 * address, the due date, the basis of each category without VAT, the credited invoice and its
 * date, the seller's legal form and capital.
 */
const seller = withDefaults({
  ...frenchSellerProfile,
  ElectronicAddress: '',
  ElectronicAddressScheme: '',
  LegalForm: 'SARL',
  ShareCapital: '10 000 €',
  IBAN: 'FR7630006000011234567890189',
  BIC: 'AGRIFRPP',
});

/** A client with its invoicing address: `address` is its name, street, `zip city` and country, one a line. */
const client = (extra: { Kind?: string; Company?: Record<string, string> }, address: string): Client => {
  const [, street = '', place = '', country = ''] = address.split('\n');
  const [zip = '', ...city] = place.split(' ');
  return clientRecord({
    ...(extra as Partial<Client>),
    Addresses: [invoicingAddress(country, city.join(' '), zip, street)],
    Company: { CompanyName: 'Acme SA', ...extra.Company },
  });
};

interface Sale {
  name: string;
  profile?: Partial<Profile>;
  buyer: Client;
  address: string;
  type?: 'invoice' | 'creditnote';
  general?: Record<string, unknown>;
  items: ItemInput[];
  extra?: Partial<Document>;
  creditedInvoiceDate?: string;
  /** A credit note's invoice. */
  credits?: string;
  /** Words of the law the PDF must print for this sale, beside the facts. */
  says?: string[];
  saysNot?: string[];
}

const line = (VAT: string, VATCategory?: string): ItemInput =>
  ({ Description: 'Conseil', UnitRate: '1000', Quantity: '1', VAT, ...(VATCategory ? { VATCategory } : {}) }) as never;
const lyon = 'Acme SA\n5 place Bellecour\n69002 Lyon\nFR';

const sales: Sale[] = [
  {
    name: 'domestic',
    buyer: client({ Company: { VATIntra: 'FR44732829320' } }, lyon),
    address: lyon,
    items: [line('20')],
    says: ['10 %', '40,00 €'],
  },
  {
    name: 'to a consumer (no late-payment terms)',
    buyer: client(
      { Kind: 'consumer', Company: { CompanyName: '' } },
      'Claire Dupont\n5 place Bellecour\n69002 Lyon\nFR',
    ),
    address: 'Claire Dupont\n5 place Bellecour\n69002 Lyon\nFR',
    items: [line('20')],
    saysNot: ['indemnité forfaitaire'],
  },
  {
    name: 'reverse charge',
    buyer: client(
      { Company: { CompanyName: 'Acme GmbH', VATIntra: 'DE123456789' } },
      'Acme GmbH\nUnter den Linden 1\n10117 Berlin\nDE',
    ),
    address: 'Acme GmbH\nUnter den Linden 1\n10117 Berlin\nDE',
    items: [line('0', 'AE')],
    general: { VATExemptionReason: 'Autoliquidation' },
    says: ['Autoliquidation', 'DE123456789'],
  },
  {
    name: 'export',
    buyer: client({ Company: { CompanyName: 'Acme Inc' } }, 'Acme Inc\n1 Main Street\n10001 New York\nUS'),
    address: 'Acme Inc\n1 Main Street\n10001 New York\nUS',
    items: [line('0', 'G')],
    general: { VATExemptionReason: 'Exonération de TVA, article 262 I du CGI' },
    says: ['Exonération de TVA, article 262 I du CGI'],
  },
  {
    name: 'exempt',
    buyer: client({ Company: { VATIntra: 'FR44732829320' } }, lyon),
    address: lyon,
    items: [line('0', 'E')],
    general: { VATExemptionReason: 'Exonération de TVA, article 261-4-4° du CGI' },
    says: ['Exonération de TVA, article 261-4-4° du CGI'],
  },
  {
    name: 'franchise',
    profile: { VATFranchise: true, VATIntra: '' },
    buyer: client({}, lyon),
    address: lyon,
    items: [line('0', 'E')],
    general: { VATExemptionReason: 'TVA non applicable, art. 293 B du CGI' },
    says: ['TVA non applicable, art. 293 B du CGI', 'Atelier Exemple SAS', '303265045'],
    saysNot: ['FR40303265045'],
  },
  {
    name: 'final invoice after a deposit',
    buyer: client({ Company: { VATIntra: 'FR44732829320' } }, lyon),
    address: lyon,
    items: [line('20')],
    extra: { deposits: [{ number: 'INV-0007', date: '2026-10-01', net: '240', bases: { '20': '200' } }] as never },
    says: ['INV-0007'],
  },
  {
    name: 'credit note',
    type: 'creditnote',
    buyer: client({ Company: { VATIntra: 'FR44732829320' } }, lyon),
    address: lyon,
    items: [line('20')],
    credits: 'INV-0003',
    creditedInvoiceDate: '2026-10-15',
    says: ['INV-0003', formatDate('2026-10-15', 'fr-FR')],
  },
  {
    name: 'foreign currency',
    buyer: client(
      { Company: { CompanyName: 'Acme Ltd', VATIntra: 'GB123456789' } },
      'Acme Ltd\n1 High Street\nLS11AA Leeds\nGB',
    ),
    address: 'Acme Ltd\n1 High Street\nLS11AA Leeds\nGB',
    items: [line('20')],
    general: { Currency: 'USD', ExchangeRate: '0.92' },
  },
];

describe('what an invoice states, on its PDF as in its e-invoice', () => {
  for (const sale of sales) {
    it(`${sale.name}: every mention of the e-invoice is on the PDF`, async () => {
      const profile = { ...seller, ...sale.profile };
      const type = sale.type ?? 'invoice';
      const made = applyDocumentInput(
        newDocument('a', type, Date.UTC(2026, 10, 20), 1, '2026-11-20'),
        {
          Client: {
            ClientName: sale.buyer.Company.CompanyName || 'Claire Dupont',
            ContactAddress: sale.address.split('\n').slice(1).join('\n'),
          },
          General: { DueDate: '2026-12-20', Currency: 'EUR', ...sale.general },
          Items: sale.items,
        } as never,
        {},
        true,
      );
      const doc: Document = {
        ...made,
        ...sale.extra,
        General: {
          ...made.General,
          ...(sale.credits ? { Invoice: sale.credits } : {}),
          Number: type === 'invoice' ? 'INV-0010' : 'CN-0002',
          Status: 'sent',
        },
      };
      const gathered = gatherFacts(doc, profile, sale.buyer, {
        accountCurrency: 'EUR',
        ...(sale.creditedInvoiceDate ? { creditedInvoiceDate: sale.creditedInvoiceDate } : {}),
      });
      expect(gathered.gaps).toEqual([]);
      const facts = gathered.facts;
      const words = wordingFor('fr');
      const parties = {
        profile,
        company: 'Atelier',
        currency: 'EUR',
        client: sale.buyer,
        ...(sale.creditedInvoiceDate ? { creditedInvoiceDate: sale.creditedInvoiceDate } : {}),
      };
      const text = await pdfText(await documentPdf(doc, presentDocument(doc, parties, words), words));
      const owed = [...(facts ? factsOwed(facts) : []), 'SARL au capital de 10 000 €', ...(sale.says ?? [])];
      for (const mention of owed) expect(text, `${sale.name}: ${mention}`).toContain(mention);
      for (const mention of sale.saysNot ?? []) expect(text, `${sale.name}: not ${mention}`).not.toContain(mention);
    });
  }
});

/** The mentions of an e-invoice a reader must find on its PDF too, as the French reader writes them. */
function factsOwed(facts: EInvoiceFacts): string[] {
  const date = (iso: string) => formatDate(iso, 'fr-FR');
  return [
    facts.seller.name,
    facts.seller.registration?.id,
    facts.seller.vatId,
    facts.buyer.name,
    facts.buyer.vatId,
    facts.buyer.address.city,
    facts.buyer.address.zip,
    facts.dueDate && date(facts.dueDate),
    ...facts.breakdown.map((b) => b.exemptionReason),
    ...facts.preceding.flatMap((p) => [p.number, p.date && date(p.date)]),
  ].filter((m): m is string => !!m);
}
