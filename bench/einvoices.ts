import { allPorts as deps } from '../infra/local/ports.ts';
import { allTabs, type Principal } from '../shared/access/principal.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { newClient } from '../shared/features/clients/rules.ts';
import { documentRecord } from '../shared/features/documents/present.ts';
import { presentDocument } from '../shared/features/documents/presentation.ts';
import { createDocument } from '../shared/features/documents/service.ts';
import { wordingFor } from '../shared/features/documents/wording.ts';
import { gatherFacts } from '../shared/features/einvoice/facts.ts';
import { getProfile, updateProfile } from '../shared/features/profile/service.ts';
import { toCii } from '../shared/renderers/einvoice/cii.ts';
import { documentFiles } from '../shared/renderers/einvoice/files.ts';
import { toUbl } from '../shared/renderers/einvoice/ubl.ts';
import { documentPdf } from '../shared/renderers/pdf/document.ts';
import { type Bench, benchSeller, measure, type Row, round } from './support.ts';

/**
 * E-invoice generation (issue: e-invoices, item 7): the Factur-X PDF against the plain PDF of
 * the same invoice, and UBL and CII against serializing its JSON record, p50 and peak heap.
 */
export async function eInvoices(_bench: Bench, n: number): Promise<Row[]> {
  const account = await createAccount(deps, `Bench EInvoices ${Date.now()}`);
  const principal: Principal = {
    accountId: account.accountId,
    company: account.company,
    userId: 1,
    role: 'owner',
    tabs: allTabs,
    clients: [],
  };
  await updateProfile(deps, principal, benchSeller);
  await deps.clients.insert(
    {
      ...newClient(account.accountId, 1, Date.now(), 1),
      Reference: 'B1',
      Culture: 'fr',
      Currency: 'EUR',
      SendDocByEmail: true,
      SendDocBySnailMail: false,
      Notes: '',
      Company: {
        CompanyName: 'Acheteur SA',
        CompanyTradeName: '',
        WebSite: '',
        Phone: '',
        Mobile: '',
        Fax: '',
        VATIntra: 'FR44732829320',
      },
      Contacts: [],
      Addresses: [
        {
          id: 'a',
          Principal: true,
          Name: '',
          TradeName: '',
          Address1: '5 place Bellecour',
          Address2: '',
          City: 'Lyon',
          State: '',
          ZIPCode: '69002',
          Country: 'FR',
          Target_Invoice: true,
        },
      ],
    },
    { organization: 'acheteur sa', email: '', contact: '', notes: '', address: '', country: 'fr', city: 'lyon' },
  );
  const doc = await createDocument(deps, principal, 'invoice', {
    Client: { Reference: 'B1', ClientName: 'Acheteur SA' },
    General: { GeneralDiscount: '5' },
    Items: Array.from({ length: 20 }, (_, i) => ({
      Description: `Ligne ${i} — prestation`,
      UnitRate: '19.99',
      Quantity: '3',
      VAT: i % 2 ? '20' : '5.5',
    })),
  });
  const words = wordingFor('fr');
  const profile = await getProfile(deps, principal);
  const client = await deps.clients.get(account.accountId, 1);
  const gathered = gatherFacts(doc, profile, client);
  if (!gathered.facts) throw new Error(`bench invoice is no e-invoice: ${JSON.stringify(gathered.gaps)}`);
  const facts = gathered.facts;
  const parties = { profile, company: account.company, currency: 'EUR', ...(client ? { client } : {}) };
  const rows: Row[] = [];
  const pair = async (name: string, run: () => unknown, floorName: string, floor: () => unknown) => {
    const measured = await measure(n, run);
    const base = await measure(n, floor);
    rows.push({
      section: 'einvoice',
      name: `${name} p50`,
      value: round(measured.p50),
      floor: round(base.p50),
      unit: 'ms',
      ratio: round(measured.p50 / base.p50),
      note: `floor: ${floorName}; peak heap ${round(measured.peakMb, 1)} MB (floor ${round(base.peakMb, 1)} MB)`,
    });
  };
  await pair(
    'Factur-X PDF',
    () => documentFiles(deps, principal, doc, words),
    'the plain PDF of the same invoice',
    () => documentPdf(doc, presentDocument(doc, parties, words), words),
  );
  // The longest invoice the API takes, each line's description wider than its column: the PDF of
  // a long invoice must come back within the gateway's time and far within the function's.
  const long = await createDocument(deps, principal, 'invoice', {
    Client: { Reference: 'B1', ClientName: 'Acheteur SA' },
    Items: Array.from({ length: 1000 }, (_, i) => ({
      Description: `Ligne ${i}: ${'prestation de conseil détaillée, '.repeat(3)}`.slice(0, 90),
      UnitRate: '19.99',
      Quantity: '1',
      VAT: '20',
    })),
  });
  const longPdf = await measure(Math.min(n, 5), () => documentPdf(long, presentDocument(long, parties, words), words));
  rows.push({
    section: 'einvoice',
    name: 'PDF of a 1,000-line invoice (90-character descriptions) p50',
    value: round(longPdf.p50),
    floor: 2000,
    unit: 'ms',
    ratio: round(longPdf.p50 / 2000),
    target: 1,
    note: `floor: the 2 s target; peak heap ${round(longPdf.peakMb, 1)} MB`,
  });
  // Issue 34, item 7: each e-invoice of a 10-line and a 1,000-line invoice, against fixed targets.
  const targets = { UBL: 200, CII: 200, 'Factur-X PDF': 2000 } as const;
  for (const lines of [10, 1000]) {
    const sized = await createDocument(deps, principal, 'invoice', {
      Client: { Reference: 'B1', ClientName: 'Acheteur SA' },
      Items: Array.from({ length: lines }, (_, i) => ({
        Description: `Ligne ${i} — prestation`,
        UnitRate: '19.99',
        Quantity: '2',
        VAT: i % 2 ? '20' : '5.5',
      })),
    });
    const sizedFacts = gatherFacts(sized, profile, client).facts!;
    const writers = {
      UBL: () => toUbl(sizedFacts),
      CII: () => toCii(sizedFacts),
      'Factur-X PDF': () => documentFiles(deps, principal, sized, words),
    };
    for (const [name, run] of Object.entries(writers) as [keyof typeof targets, () => unknown][]) {
      const timed = await measure(lines > 100 ? Math.min(n, 5) : n, run);
      rows.push({
        section: 'einvoice',
        name: `${name} of a ${lines.toLocaleString('en')}-line invoice p50`,
        value: round(timed.p50),
        floor: targets[name],
        unit: 'ms',
        ratio: round(timed.p50 / targets[name]),
        target: 1,
        note: `floor: the ${targets[name]} ms target; peak heap ${round(timed.peakMb, 1)} MB`,
      });
    }
  }
  await pair(
    'UBL',
    () => toUbl(facts),
    'JSON.stringify of the record',
    () => JSON.stringify(documentRecord(doc, doc.General.DateIssue, [])),
  );
  await pair(
    'CII',
    () => toCii(facts),
    'JSON.stringify of the record',
    () => JSON.stringify(documentRecord(doc, doc.General.DateIssue, [])),
  );
  return rows;
}
