import { createHash } from 'node:crypto';
import type { Principal } from '../../access/principal.ts';
import { Busy, holdToFileBounds, invalid, isConflict, refused } from '../../kernel/errors.ts';
import { decimal, isDecimalText } from '../../kernel/money.ts';
import { currencies, isCountryCode } from '../../kernel/validation.ts';
import type { EInvoiceFacts } from '../einvoice/facts.ts';
import { checkReceived } from '../einvoice/reading/checks.ts';
import { readEInvoice } from '../einvoice/reading/index.ts';
import type { Ports, Stores } from '../ports.ts';
import { storedFileKey } from '../stored-files/port.ts';
import { uploadedFile } from '../stored-files/uploads.ts';
import { findSupplier, type SupplierParty, supplierFromFile } from '../suppliers/service.ts';
import { type Purchase, purchaseFileBounds } from './model.ts';
import type { PurchaseNumber } from './port.ts';
import { linkNamingPurchases, purchaseNamed } from './preceding.ts';
import { purchaseUploadKey } from './uploads.ts';

type Deps = Pick<Stores, 'purchases' | 'suppliers' | 'catalog' | 'sequences'> & Pick<Ports, 'storedFiles'>;

/** A number as the file may write an amount, a quantity or a rate: 12 digits at most, 6 decimals (prices may need them). */
const isAmount = (text: string) => isDecimalText(text, 12);

const isDate = (text: string | undefined) =>
  text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/** What a purchase needs of a file, beyond its syntax: 400 naming the first thing missing. */
function requireUsable(f: EInvoiceFacts): void {
  const missing = [
    ['Number (BT-1)', f.number && f.number.length <= 200],
    ['IssueDate (BT-2)', isDate(f.issueDate)],
    ['currency (BT-5)', currencies.has(f.currency)],
    ['DueDate (BT-9)', f.dueDate === undefined || isDate(f.dueDate)],
    ['seller name (BT-27)', f.seller.name],
    ['totals (BT-106 to BT-115)', Object.values(f.totals).every(isAmount)],
    [
      'lines (BG-25: quantity, prices, net amount, VAT rate)',
      f.lines.every((l) => [l.quantity, l.grossPrice, l.priceDiscount, l.netPrice, l.lineNet, l.rate].every(isAmount)),
    ],
    [
      'VAT breakdown (BG-23: base, VAT, rate, allowance)',
      f.breakdown.every((b) => [b.base, b.tax, b.rate, b.allowance].every(isAmount)),
    ],
  ].filter(([, held]) => !held);
  if (missing.length)
    throw invalid(
      'The file is an e-invoice, but lacks what a purchase needs.',
      missing.map(([field]) => ({ field: String(field), message: 'is missing or not readable' })),
    );
}

/** The supplier as the file states it: its names, identifiers, bank account. */
function partyOf(f: EInvoiceFacts): SupplierParty {
  const registration = f.seller.registration;
  const country = f.seller.address.country.toUpperCase();
  return {
    Name: f.seller.name.slice(0, 200),
    Company: {
      CompanyName: f.seller.name.slice(0, 200),
      ...(f.seller.vatId ? { VATIntra: f.seller.vatId.slice(0, 30) } : {}),
    },
    ...(registration?.id && ['0002', '0009'].includes(registration.scheme)
      ? { RegistrationId: registration.id, RegistrationScheme: registration.scheme }
      : {}),
    ...(f.seller.endpoint
      ? { ElectronicAddress: f.seller.endpoint.id.slice(0, 100), ElectronicAddressScheme: f.seller.endpoint.scheme }
      : {}),
    ...(f.iban ? { IBAN: f.iban.replace(/\s+/g, '').toUpperCase() } : {}),
    ...(f.bic ? { BIC: f.bic } : {}),
    ...(isCountryCode(country) ? { Country: country } : {}),
    Currency: f.currency,
  };
}

/** The purchase that holds a Number already: 409 `duplicate_purchase` naming it. */
const duplicate = (number: PurchaseNumber, holder: number) =>
  refused(
    'duplicate_purchase',
    `The supplier's invoice ${number.number} of ${number.year} was imported already: purchase ${holder}.`,
    [{ field: 'purchase_id', message: String(holder) }],
  );

async function requireNew(deps: Deps, accountId: string, number: PurchaseNumber): Promise<void> {
  const holder = await deps.purchases.holderOf(accountId, number);
  if (holder !== undefined) throw duplicate(number, holder);
}

const amount = (text: string) => decimal(text || '0').toString();

/** The invoices a file names that are looked up among the purchases: a credit note names one, a final invoice its deposits. */
const maxPreceding = 20;

/**
 * Imports a supplier's invoice (docs/api.md §18): read from UBL, CII or a Factur-X PDF (400 when
 * it is none), its supplier found by SIREN then VAT number (made when none), refused as a
 * duplicate when that supplier's Number of that year is held (409), the file kept byte for
 * byte, its EN 16931 (and BR-FR) checks recorded. An upload and a platform delivery share it.
 */
export async function importPurchase(
  deps: Deps,
  principal: Principal,
  file: { type: string; bytes: Uint8Array; text?: string },
  source: Purchase['source'] = 'upload',
): Promise<Purchase> {
  const read = await readEInvoice(file);
  const f = read.facts;
  requireUsable(f);
  const party = partyOf(f);
  const year = f.issueDate.slice(0, 4);
  const known = await findSupplier(deps, principal.accountId, party);
  if (known) await requireNew(deps, principal.accountId, { supplierId: known.supplierId, year, number: f.number });
  // Looked up before anything is taken or kept: a new supplier has imported nothing yet.
  const preceding = await Promise.all(
    f.preceding.slice(0, maxPreceding).map(async (p) => {
      const held = known ? await purchaseNamed(deps, principal.accountId, known.supplierId, p, f.issueDate) : undefined;
      return { number: p.number, ...(p.date ? { date: p.date } : {}), ...(held ? { purchaseId: held } : {}) };
    }),
  );
  const supplier = known ?? (await supplierFromFile(deps, principal, party));
  const purchaseId = await deps.sequences.next(principal.accountId, 'purchase');
  const extension = file.type === 'application/pdf' ? 'pdf' : 'xml';
  const key = storedFileKey(principal.accountId, 'purchases', purchaseId, `original.${extension}`);
  await deps.storedFiles.put(key, file);
  const validation = checkReceived(f);
  const purchase: Purchase = {
    accountId: principal.accountId,
    purchaseId,
    createdAt: Date.now(),
    createdBy: principal.userId,
    updatedBy: principal.userId,
    version: 0,
    supplierId: supplier.supplierId,
    source,
    file: {
      key,
      type: file.type,
      syntax: read.syntax,
      size: file.bytes.byteLength,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    },
    docType: f.kind,
    TypeCode: f.typeCode,
    Number: f.number,
    DateIssue: f.issueDate,
    ...(f.dueDate ? { DueDate: f.dueDate } : {}),
    Currency: f.currency,
    Lines: f.lines.map((l, i) => ({
      Position: i + 1,
      Description: l.name,
      Quantity: amount(l.quantity),
      UnitCode: l.unitCode,
      NetPrice: amount(l.netPrice),
      LineNet: amount(l.lineNet),
      VATCategory: l.category,
      VATPercentage: amount(l.rate),
      ...(supplier.DefaultCategory ? { Category: supplier.DefaultCategory } : {}),
    })),
    rates: f.breakdown.map((b) => ({
      VATCategory: b.category,
      VATPercentage: amount(b.rate),
      Base: amount(b.base),
      VATValue: amount(b.tax),
    })),
    TotalHT: amount(f.totals.taxExclusive),
    TotalVAT: amount(f.totals.tax),
    TotalNET: amount(f.totals.taxInclusive),
    Payable: amount(f.totals.payable),
    ...(f.iban ? { IBAN: f.iban.replace(/\s+/g, '').toUpperCase() } : {}),
    ...(f.bic ? { BIC: f.bic } : {}),
    ...(f.paymentReference ? { PaymentReference: f.paymentReference } : {}),
    ...(preceding.length ? { preceding } : {}),
    ...(f.seller.registration?.scheme === '0002' ? { sellerSiren: f.seller.registration.id } : {}),
    ...(f.seller.endpoint ? { sellerEndpoint: { id: f.seller.endpoint.id, scheme: f.seller.endpoint.scheme } } : {}),
    Validation: validation,
    Status: 'received',
    history: [{ Status: 'received', At: Date.now(), By: principal.userId }],
    payments: [],
    TotalPaid: '0',
  };
  try {
    await deps.purchases.insert(purchase);
  } catch (error) {
    if (!isConflict(error, 'taken')) throw error;
    // Another import of the same invoice came first.
    const number = { supplierId: supplier.supplierId, year, number: f.number };
    throw duplicate(number, (await deps.purchases.holderOf(principal.accountId, number)) ?? 0);
  }
  // The purchase is imported: a link that keeps losing races is left to settle's own lookup.
  await linkNamingPurchases(deps, purchase).catch((error) => {
    if (!(error instanceof Busy)) throw error;
  });
  return purchase;
}

/**
 * Imports the supplier's file sent with `purchaseUploadLink`'s link, as a file in the body is
 * imported (`importPurchase`: 400 for what is no invoice, 409 for a duplicate, so importing the
 * same upload again is refused as the file imported again would be). Nothing uploaded under
 * `upload` in this account (or more than a day ago): 409 `upload_missing`.
 */
export async function importUploadedPurchase(deps: Deps, principal: Principal, upload: string) {
  const file = await uploadedFile(deps, purchaseUploadKey(principal.accountId, upload), {
    upload,
    where: 'for a purchase of this account',
    linkOperation: 'import-upload',
  });
  // The link signed both; a file put there otherwise is held to the body's bounds all the same.
  holdToFileBounds(purchaseFileBounds, { type: file.type, size: file.bytes.byteLength });
  return importPurchase(deps, principal, file);
}
