import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RuleSet, validateEInvoice } from '../../infra/local/einvoice-validator.ts';
import type { Client } from '../../shared/features/clients/model.ts';
import { depositOf } from '../../shared/features/documents/deposits.ts';
import type { Document } from '../../shared/features/documents/model.ts';
import { applyDocumentInput, newDocument } from '../../shared/features/documents/rules.ts';
import type { ItemInput } from '../../shared/features/documents/schema.ts';
import { computeTotals } from '../../shared/features/documents/totals.ts';
import { gatherFacts } from '../../shared/features/einvoice/facts.ts';
import { frenchSeller } from '../../shared/features/einvoice/france.ts';
import { issueRules } from '../../shared/features/einvoice/issue-rules.ts';
import type { Profile } from '../../shared/features/profile/model.ts';
import { withDefaults } from '../../shared/features/profile/service.ts';
import { decimal } from '../../shared/kernel/money.ts';
import { toCii } from '../../shared/renderers/einvoice/cii.ts';
import { toPeppol, toUbl } from '../../shared/renderers/einvoice/ubl.ts';
import { clientRecord, frenchBusinessBuyer, frenchSellerProfile, invoicingAddress } from '../support/french-parties.ts';

/**
 * Nothing rejectable is issued (docs/api.md §20; issue "The account's own e-invoicing platform",
 * item 4). Issuing runs our port of the rules a sale can fail (`issueRules`), not the official
 * schematrons (SaxonJS takes about 300 ms a file, an issue about 35 ms: docs/einvoicing.md). This
 * holds the port to the official rules: for any sale the generators make, when the port passes
 * it, every file a platform takes of it (CII and UBL under EN 16931 and BR-FR for a French seller,
 * the Peppol UBL under Peppol's for another) passes the official rule sets the stand-in platform
 * runs. A sale the port refuses is never issued, so its files are not asked to pass.
 */

const sellers: Record<string, Partial<Profile>> = {
  'French seller': frenchSellerProfile,
  'French seller under the franchise': { ...frenchSellerProfile, VATIntra: '', VATFranchise: true },
  'French seller, legal form and capital': { ...frenchSellerProfile, LegalForm: 'SARL', ShareCapital: '10 000 €' },
  'Belgian seller on Peppol': {
    LegalName: 'Atelier Exemple SRL',
    Address1: 'Rue Neuve 1',
    City: 'Bruxelles',
    ZIPCode: '1000',
    Country: 'BE',
    VATIntra: 'BE0403170701',
    RegistrationId: '0403170701',
    RegistrationScheme: '0208',
    ElectronicAddress: '0403170701',
    ElectronicAddressScheme: '0208',
    Email: 'factures@atelier.example',
  },
};

const buyers: Record<string, Client> = {
  'French business on the network': clientRecord({
    ...frenchBusinessBuyer,
    Addresses: [invoicingAddress('FR', 'Lyon', '69002')],
  }),
  'French business without its SIREN': clientRecord({
    Company: { CompanyName: 'Acheteur SA', VATIntra: 'FR44732829320' },
  }),
  'French consumer': clientRecord({
    Kind: 'consumer',
    Company: { CompanyName: '' },
    ElectronicAddress: 'claire@example.org',
    ElectronicAddressScheme: 'EM',
  }),
  'German consumer': clientRecord({
    Kind: 'consumer',
    Company: { CompanyName: '' },
    Addresses: [invoicingAddress('DE', 'Berlin', '10115')],
    ElectronicAddress: 'anna@example.de',
    ElectronicAddressScheme: 'EM',
  }),
  'German business': clientRecord({
    Company: { CompanyName: 'Käufer GmbH', VATIntra: 'DE123456789' },
    Addresses: [invoicingAddress('DE', 'Berlin', '10115')],
    ElectronicAddress: 'DE123456789',
    ElectronicAddressScheme: '9930',
  }),
  'American business': clientRecord({
    Company: { CompanyName: 'Buyer Inc.' },
    Addresses: [invoicingAddress('US', 'Boston', '02108')],
    ElectronicAddress: 'ap@buyer.example',
    ElectronicAddressScheme: 'EM',
  }),
  'French public buyer': clientRecord({
    ...frenchBusinessBuyer,
    Kind: 'public',
    Company: { CompanyName: 'Commune de Lyon' },
    Addresses: [invoicingAddress('FR', 'Lyon', '69002')],
  }),
};

/** A decimal text of up to `places` decimals between the bounds, as a client may send it. */
const decimalText = (min: number, max: number, places: number) =>
  fc
    .tuple(fc.integer({ min: min * 10 ** places, max: max * 10 ** places }), fc.constant(places))
    .map(([n, p]) => (n / 10 ** p).toFixed(p));

const line: fc.Arbitrary<ItemInput> = fc
  .record(
    {
      Description: fc.constantFrom('Conseil', 'Chaises', 'Livraison\nsous 8 jours', 'Café & thé <bio>'),
      // Mostly what sells, often enough what a platform refuses (7 decimals, a negative price).
      UnitRate: fc.oneof(
        { arbitrary: decimalText(0, 5000, 2), weight: 6 },
        { arbitrary: decimalText(0, 50, 6), weight: 1 },
        { arbitrary: decimalText(0, 50, 7), weight: 1 },
        { arbitrary: decimalText(-100, 100, 2), weight: 1 },
      ),
      Quantity: fc.oneof(
        { arbitrary: decimalText(1, 20, 0), weight: 4 },
        { arbitrary: decimalText(0, 10, 3), weight: 1 },
        { arbitrary: decimalText(-5, 5, 1), weight: 1 },
      ),
      Discount: fc.constantFrom('0', '10', '33.33', '100'),
      UnitType: fc.constantFrom('hour', 'piece', 'kg'),
    },
    { requiredKeys: ['Description', 'UnitRate', 'Quantity'] },
  )
  .chain((item) =>
    // A category goes with its rates (a 400 otherwise): S with a rate above 0, the others with 0.
    fc
      .oneof(
        { arbitrary: fc.record({ VAT: fc.constantFrom('20', '10', '5.5', '2.1', '0') }), weight: 6 },
        {
          arbitrary: fc.record({ VAT: fc.constantFrom('20', '19', '8.5'), VATCategory: fc.constant('S') }),
          weight: 1,
        },
        {
          arbitrary: fc.record({ VAT: fc.constant('0'), VATCategory: fc.constantFrom('Z', 'E', 'AE', 'K', 'G', 'O') }),
          weight: 2,
        },
      )
      .map((vat) => ({ ...item, ...vat })),
  ) as fc.Arbitrary<ItemInput>;

const sale = fc.record({
  seller: fc.constantFrom(...Object.keys(sellers)),
  buyer: fc.constantFrom(...Object.keys(buyers)),
  type: fc.constantFrom('invoice', 'creditnote') as fc.Arbitrary<'invoice' | 'creditnote'>,
  /** An invoice as it is, a deposit invoice (386), or a final invoice deducting a deposit of half its quantities. */
  kind: fc.constantFrom('plain', 'plain', 'deposit', 'final') as fc.Arbitrary<'plain' | 'deposit' | 'final'>,
  items: fc.array(line, { minLength: 1, maxLength: 4 }),
  general: fc.record(
    {
      Currency: fc.constantFrom('EUR', 'EUR', 'USD', 'CHF'),
      ExchangeRate: fc.constantFrom('0.9237', '1.0712'),
      GeneralDiscount: fc.constantFrom('0', '5', '12.5'),
      VATExemptionReason: fc.constantFrom('Exonération, art. 261 du CGI', ''),
      OperationCategory: fc.constantFrom('goods', 'services', 'mixed'),
      VATOnDebits: fc.boolean(),
      BuyerReference: fc.constantFrom('SERVICE-42'),
      OrderReference: fc.constantFrom('EJ-2026-001'),
      PaymentMethod: fc.constantFrom('transfer', 'card'),
      DeliveryDate: fc.constantFrom('2026-11-18', '2026-11-30'),
      Description: fc.constantFrom('Commande n° 42 — livraison « express »', 'Travaux & fournitures\nlot 2'),
    },
    { requiredKeys: ['Currency'] },
  ),
  delivery: fc.option(
    fc.record({
      Address1: fc.constant('1 quai du Port'),
      City: fc.constantFrom('Marseille', 'Hamburg'),
      ZIPCode: fc.constantFrom('13002', '20095'),
      Country: fc.constantFrom('FR', 'DE', 'US'),
    }),
    { nil: undefined },
  ),
  comments: fc.record(
    {
      PaymentCondition: fc.constantFrom('30 jours fin de mois', 'À réception'),
      Notes: fc.constantFrom('Merci de votre confiance.'),
      Legal: fc.constantFrom('Pénalités de retard : trois fois le taux légal.'),
    },
    { requiredKeys: [] },
  ),
});
type Sale = typeof sale extends fc.Arbitrary<infer S> ? S : never;

function documentOf(s: Sale): Document {
  const doc = saleDocument(s);
  if (s.type !== 'invoice' || s.kind !== 'final') return doc;
  const half = s.items.map((item) => ({ ...item, Quantity: decimal(item.Quantity).div(2).toFixed() }));
  const deposit = saleDocument({ ...s, kind: 'deposit', items: half });
  deposit.General = { ...deposit.General, Number: 'INV-0008', DateIssue: '2026-11-10' };
  return { ...doc, deposits: [depositOf(deposit)] };
}

/** Whether the API would take the sale's deposit: above 0, no more than the final invoice's total. */
const depositHolds = (doc: Document) =>
  (doc.deposits ?? []).every(
    (d) => decimal(d.net).gt(0) && decimal(d.net).lte(computeTotals({ ...doc, deposits: [] }).TotalNET),
  );

function saleDocument(s: Sale): Document {
  const made = applyDocumentInput(
    newDocument('a', s.type, Date.UTC(2026, 10, 20), 1, '2026-11-20'),
    {
      Client: { ClientName: buyers[s.buyer]!.Company.CompanyName || 'Claire Dupont' },
      General: { DueDate: '2026-12-20', ...s.general },
      Items: s.items,
      Comments: s.comments,
      ...(s.delivery ? { Delivery: s.delivery } : {}),
    } as never,
    {},
    true,
  );
  return {
    ...made,
    General: {
      ...made.General,
      ...(s.type === 'creditnote' ? { Invoice: 'INV-0009' } : {}),
      ...(s.type === 'invoice' && s.kind === 'deposit' ? { Deposit: true } : {}),
      Number: s.type === 'invoice' ? 'INV-0010' : 'CN-0002',
      Status: 'sent',
    },
  };
}

/** The files a platform takes of a sale the port passed, each with the rule sets it must pass. */
function platformFiles(s: Sale, doc: Document, profile: Profile): { name: string; xml: string; rules: RuleSet[] }[] {
  const buyer = buyers[s.buyer]!;
  const context = { accountCurrency: 'EUR', ...(s.type === 'creditnote' ? { creditedInvoiceDate: '2026-11-02' } : {}) };
  const facts = gatherFacts(doc, profile, buyer, context).facts;
  if (!facts) throw new Error('the port passed a sale whose e-invoice cannot be made');
  if (!frenchSeller(profile)) return [{ name: 'Peppol UBL', xml: toPeppol(facts), rules: ['en16931', 'peppol'] }];
  return [
    { name: 'CII', xml: toCii(facts), rules: ['en16931', 'fr'] },
    { name: 'UBL', xml: toUbl(facts), rules: ['en16931', 'fr'] },
  ];
}

describe('the rules run at issue against the official rule sets', () => {
  it('every sale the port passes makes files that pass the official rules', { timeout: 600_000 }, async () => {
    const runs = Number(process.env.PROPERTY_RUNS) || 300;
    let passed = 0;
    await fc.assert(
      fc.asyncProperty(sale, async (s) => {
        const profile = withDefaults(sellers[s.seller]!);
        const doc = documentOf(s);
        fc.pre(depositHolds(doc));
        const context = { profile, client: buyers[s.buyer]!, accountCurrency: 'EUR' };
        const result = issueRules.check(
          doc,
          s.type === 'creditnote' ? { ...context, creditedInvoiceDate: '2026-11-02' } : context,
        );
        if (!result?.check.Valid) return;
        passed += 1;
        for (const file of platformFiles(s, doc, profile)) {
          const validation = await validateEInvoice(file.xml, file.rules);
          const failed = [...validation.schemaErrors, ...validation.fatal.map((a) => `${a.id}: ${a.text}`)];
          expect(failed, `${s.seller} to ${s.buyer}, ${file.name}`).toEqual([]);
        }
      }),
      { numRuns: runs, seed: Number(process.env.PROPERTY_SEED) || undefined },
    );
    // The generators must reach sales the port passes, or the property says nothing. About a
    // quarter do (73 of 300 on average over 40 seeds, 58 at the fewest, a spread of about 7): a
    // tenth is far below any seed's chance yet would catch generators that stopped reaching them.
    expect(passed).toBeGreaterThan(runs / 10);
  });
});

/** What the property found, each kept as the sale it shrank to. */
describe('the sales the property found', () => {
  const base = {
    seller: 'French seller',
    buyer: 'French business on the network',
    type: 'invoice' as const,
    kind: 'plain' as const,
    delivery: undefined,
    comments: {},
  };
  const checked = (s: Sale) => {
    const profile = withDefaults(sellers[s.seller]!);
    const doc = documentOf(s);
    return {
      profile,
      doc,
      result: issueRules.check(doc, { profile, client: buyers[s.buyer]!, accountCurrency: 'EUR' }),
    };
  };
  const officialProblems = async (s: Sale) => {
    const { profile, doc } = checked(s);
    const problems: string[] = [];
    for (const file of platformFiles(s, doc, profile)) {
      const v = await validateEInvoice(file.xml, file.rules);
      problems.push(...v.schemaErrors, ...v.fatal.map((a) => `${file.name} ${a.id}`));
    }
    return problems;
  };
  const item = { Description: 'Conseil', UnitRate: '100', Quantity: '1', VAT: '0', VATCategory: 'Z' as const };

  it('a sale in another currency without VAT states its VAT of 0 in euros, with no rate (BR-FR-CO-12)', async () => {
    const s: Sale = { ...base, items: [item], general: { Currency: 'CHF' } };
    expect(checked(s).result?.check).toEqual({ Valid: true, Rules: [] });
    expect(await officialProblems(s)).toEqual([]);
  });

  it('a sale in another currency with VAT and no rate is refused (BR-FR-CO-12), a credit note too', () => {
    for (const type of ['invoice', 'creditnote'] as const) {
      const s: Sale = {
        ...base,
        type,
        items: [{ ...item, VAT: '20', VATCategory: 'S' }],
        general: { Currency: 'USD' },
      };
      expect(checked(s).result?.check.Rules, type).toEqual(['BR-FR-CO-12']);
    }
  });

  it('a general discount of a rate whose lines sum below 0 is a document charge (BR-CO-13, BR-Z-08)', async () => {
    const s: Sale = {
      ...base,
      items: [{ ...item, UnitRate: '53.24', Quantity: '-4.6', Discount: '10' }],
      general: { Currency: 'EUR', GeneralDiscount: '5' },
    };
    expect(checked(s).result?.check.Valid).toBe(true);
    expect(await officialProblems(s)).toEqual([]);
    expect(platformFiles(s, documentOf(s), withDefaults(sellers[s.seller]!))[0]!.xml).toContain(
      '<ram:ChargeTotalAmount>11.02</ram:ChargeTotalAmount>',
    );
  });

  it('a price below a millionth is written in decimals, never with an exponent', async () => {
    const s: Sale = {
      ...base,
      seller: 'Belgian seller on Peppol',
      buyer: 'German business',
      items: [{ ...item, UnitRate: '0.00000005', Quantity: '1000000', Discount: '10', VAT: '21', VATCategory: 'S' }],
      general: { Currency: 'EUR', OrderReference: 'EJ-2026-001' },
    };
    expect(checked(s).result?.check.Valid).toBe(true);
    expect(await officialProblems(s)).toEqual([]);
    const ubl = platformFiles(s, documentOf(s), withDefaults(sellers[s.seller]!))[0]!.xml;
    expect(ubl).toContain('>0.000000045</cbc:PriceAmount>');
  });

  it('an e-mail is no Peppol address: a Peppol sale to a buyer reached by e-mail is refused (CL008)', () => {
    const s: Sale = {
      ...base,
      seller: 'Belgian seller on Peppol',
      buyer: 'American business',
      items: [{ ...item, VAT: '21', VATCategory: 'S' }],
      general: { Currency: 'EUR', OrderReference: 'EJ-2026-001' },
    };
    expect(checked(s).result?.check.Rules).toEqual(['PEPPOL-EN16931-CL008']);
  });
});
