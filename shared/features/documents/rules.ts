import { addDays, endOfMonth } from '../../kernel/dates.ts';
import { conflict, invalid } from '../../kernel/errors.ts';
import { decimal, minorUnit } from '../../kernel/money.ts';
import { definedOnly } from '../../kernel/optimistic.ts';
import type { Client } from '../clients/model.ts';
import { clientName, principalAddress, principalContact } from '../clients/model.ts';
import { newCreditorReference } from './creditor-reference.ts';
import type {
  Comments,
  DeliveryAddress,
  Document,
  DocumentClient,
  DocumentType,
  General,
  Item,
  Status,
} from './model.ts';
import { documentNoun, statuses, transitions } from './model.ts';
import type { DocumentInput, ItemInput } from './schema.ts';
import { computeTotals, defaultCategory } from './totals.ts';

/** Today's date in UTC, `YYYY-MM-DD`. */
export const todayUtc = (now = Date.now()): string => new Date(now).toISOString().slice(0, 10);

const emptyClient: DocumentClient = {
  Reference: '',
  ClientName: '',
  ContactName: '',
  ContactEmail: '',
  ContactAddress: '',
  ContactPhoneLine: null,
  ContactPhoneCell: null,
  ContactPhoneFax: null,
};

/** An empty document of a type; `today` (the account's date) is its DateIssue until the input says otherwise. */
export function newDocument(
  accountId: string,
  type: DocumentType,
  createdAt: number,
  createdBy = 0,
  today = todayUtc(createdAt),
): Document {
  return {
    accountId,
    type,
    createdAt,
    folder: 'active',
    version: 0,
    updatedBy: createdBy,
    sentCount: 0,
    General: {
      Status: 'draft',
      Number: '',
      PONumber: '',
      DateIssue: today,
      GeneralDiscount: '0',
      Description: '',
      Currency: '',
      ...(type === 'invoice' ? { PaymentReference: newCreditorReference() } : {}),
    },
    Client: emptyClient,
    Items: [],
    Comments: {},
  };
}

const fullName = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

/**
 * What a linked client supplies when `DefaultValueUse` is true: its name, principal contact
 * and address, payment terms (DueDate), estimate Validity and general discount.
 */
function clientDefaults(
  client: Client,
  type: DocumentType,
  dateIssue: string,
): { General: Partial<General>; Client: Partial<DocumentClient> } {
  const contact = principalContact(client);
  const address = client.Addresses.find((a) => a.Target_Invoice) ?? principalAddress(client);
  const general: Partial<General> = {};
  if (type === 'invoice' && contact && (contact.DueDate !== undefined || contact.DueDate_EndOfMonth)) {
    const due = addDays(dateIssue, contact.DueDate ?? 0);
    general.DueDate = contact.DueDate_EndOfMonth ? endOfMonth(due) : due;
  }
  if (type === 'estimate' && contact?.Validity !== undefined) general.Validity = addDays(dateIssue, contact.Validity);
  if (contact?.General_Discount !== undefined) general.GeneralDiscount = String(contact.General_Discount);
  const orNull = (s: string | undefined) => (s ? s : null);
  return {
    General: general,
    Client: {
      ClientName: clientName(client),
      ContactName: contact ? fullName(contact.Title, contact.FirstName, contact.MiddleName, contact.LastName) : '',
      ContactEmail: contact?.Email ?? '',
      ContactAddress: address
        ? [
            address.Name,
            address.Address1,
            address.Address2,
            fullName(address.ZIPCode, address.City),
            address.State,
            address.Country,
          ]
            .filter((l) => l.trim())
            .join('\n')
        : '',
      ContactPhoneLine: orNull(contact?.Phone),
      ContactPhoneCell: orNull(contact?.Mobile),
      ContactPhoneFax: orNull(contact?.Fax),
    },
  };
}

/** An invoice's payment terms when neither its client nor its maker states any: 30 days (French commercial code, L441-10). */
export const DEFAULT_DUE_DAYS = 30;

/**
 * A document the service makes on its own (an invoice of an estimate, of a recurring profile, a
 * late fee) with what its client supplies (clientDefaults: name, contact, address, phones,
 * payment terms and due date, validity, discount) wherever it states nothing yet; an invoice
 * still without a DueDate falls due `dueDays` after its date. The same rule as a create's
 * `DefaultValueUse`, so every path that makes an invoice fills the same fields.
 */
export function withClientDefaults(
  doc: Document,
  client: Client | undefined | null,
  dueDays: number = DEFAULT_DUE_DAYS,
): Document {
  const defaults = client ? clientDefaults(client, doc.type, doc.General.DateIssue) : { General: {}, Client: {} };
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  const fill = <T extends object>(current: T, supplied: Partial<T>): T => {
    const out = { ...current } as Record<string, unknown>;
    for (const [key, value] of Object.entries(supplied)) if (empty(out[key]) && !empty(value)) out[key] = value;
    return out as T;
  };
  const general = fill(doc.General, defaults.General);
  if (doc.type === 'invoice' && !general.DueDate) general.DueDate = addDays(general.DateIssue, dueDays);
  return { ...doc, General: general, Client: fill(doc.Client, defaults.Client) };
}

function checkStatus(type: DocumentType, from: Status | undefined, to: string): Status {
  if (!(statuses[type] as readonly string[]).includes(to)) {
    throw invalid(`General.Status must be one of ${statuses[type].join(', ')} for ${documentNoun[type].a}.`, [
      { field: 'General.Status', message: `is not a Status of ${documentNoun[type].a}` },
    ]);
  }
  if (from !== undefined && from !== to && !transitions[type][from]?.includes(to)) {
    // A credit note is issued by its own action, which checks what it may credit (docs/api.md §9).
    const how =
      type === 'creditnote' && from === 'draft'
        ? ': issue it with PUT /api/document.svc/action/issue/creditnote/{id}'
        : '';
    const noun = documentNoun[type].a;
    throw conflict(`${noun[0]!.toUpperCase()}${noun.slice(1)} cannot go from ${from} to ${to}${how}.`, [
      { field: 'General.Status', message: `${from} cannot become ${to}` },
    ]);
  }
  return to as Status;
}

const toItem = (item: ItemInput, index: number): Item => ({
  Position: item.Position ?? index + 1,
  Reference: item.Reference ?? null,
  Description: item.Description,
  UnitRate: item.UnitRate,
  UnitType: item.UnitType ?? '',
  Quantity: item.Quantity,
  Discount: item.Discount ?? '0',
  VAT: item.VAT ?? '0',
  VATCategory: item.VATCategory ?? (Number(item.VAT ?? '0') > 0 ? 'S' : 'Z'),
});

/**
 * Every amount the record answers must be exact as a JSON number: at most 15 significant
 * digits, so no total may reach 10^(15 - the currency's decimals) (docs/api-decisions.md).
 */
function checkExact(doc: Document): void {
  const limit = decimal(10).pow(15 - minorUnit(doc.General.Currency));
  const t = computeTotals(doc);
  const amounts = [
    t.TotalNET,
    t.TOTALRAW,
    t.TotalDiscount,
    ...t.items,
    ...t.TOTALTAX.flatMap((tax) => [tax.VATValue, tax.VATBase]),
  ];
  // On both signs: a negative total loses digits as surely as a positive one.
  if (amounts.some((amount) => amount.abs().gte(limit))) {
    throw invalid(
      `The document's totals would pass ${limit.toFixed()} ${doc.General.Currency}: amounts that large lose digits as JSON numbers.`,
      [{ field: 'Items', message: 'totals too large' }],
    );
  }
}

/** Rated categories take a rate above 0 (standard, Canary, Ceuta); every other category a rate of 0 (EN 16931 BR-x-05). */
function checkCategories(items: Item[]): void {
  const rated = (i: Item) => ['S', 'L', 'M'].includes(i.VATCategory ?? defaultCategory(i.VAT));
  const wrong = items.findIndex((i) => (rated(i) ? Number(i.VAT) <= 0 : Number(i.VAT) !== 0));
  if (wrong < 0) return;
  const item = items[wrong]!;
  throw invalid(`Items.${wrong}: VAT category ${item.VATCategory} does not go with a VAT of ${item.VAT}%.`, [
    { field: `Items.${wrong}.VATCategory`, message: rated(item) ? 'needs a VAT above 0' : 'needs a VAT of 0' },
  ]);
}

function mergeComments(current: Comments, sent: DocumentInput['Comments']): Comments {
  if (sent === undefined) return current;
  if (sent === null) return {};
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    // A comment set to null or '' is removed: the record holds only comments with a value.
    if (value === null || value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged as Comments;
}

/** What a document's `Client.Reference` resolved to. */
export interface Link {
  /** The client `Client.Reference` names: a Client when it names one, null when it was cleared. */
  client?: Client | null;
  /** The currency when neither the input nor the client gives one. */
  accountCurrency?: string;
}

/** The document that results from applying `input` to `current`; `isNew` for a create. */
export function applyDocumentInput(current: Document, input: DocumentInput, link: Link, isNew: boolean): Document {
  const {
    Type: _type,
    Overdue: _overdue,
    ViewedAt: _viewedAt,
    Invoice: _invoice,
    Estimate: _estimate,
    Recurring: _recurring,
    LastReminder: _lastReminder,
    Missing: _missing,
    EInvoiceCheck: _eInvoiceCheck,
    LateFeeFor: _lateFeeFor,
    Lifecycle: _lifecycle,
    PaymentReference: sentReference,
    Status,
    Number: sentNumber,
    ...general
  } = input.General ?? {};
  if (!isNew && sentNumber !== undefined && sentNumber !== current.General.Number) {
    throw invalid("A document's Number cannot be changed.", [
      { field: 'General.Number', message: 'cannot be changed' },
    ]);
  }
  // The reference is the service's to give: sent back as it is (or on a create, where none is yet) it is ignored.
  if (!isNew && sentReference !== undefined && sentReference !== current.General.PaymentReference) {
    throw invalid("An invoice's PaymentReference cannot be changed.", [
      { field: 'General.PaymentReference', message: 'cannot be changed' },
    ]);
  }
  const dateIssue = general.DateIssue ?? current.General.DateIssue;
  const defaults =
    input.DefaultValueUse && link.client
      ? clientDefaults(link.client, current.type, dateIssue)
      : { General: {}, Client: {} };
  const { Reference: _reference, ...client } = input.Client ?? {};

  const next: Document = {
    ...current,
    folder: input.Folder ?? current.folder,
    General: {
      ...current.General,
      ...(isNew ? definedOnly(defaults.General) : {}),
      ...definedOnly({
        ...general,
        DueDate: undefined,
        Validity: undefined,
        DeliveryDate: undefined,
        ExchangeRate: undefined,
        Deposits: undefined,
      }),
      Number: sentNumber ?? current.General.Number,
      // A new document starts a draft and takes the Status it is created with by a transition from
      // it: a credit note's issue is its own action, which checks what it may credit.
      Status:
        Status === undefined
          ? current.General.Status
          : checkStatus(current.type, isNew ? 'draft' : current.General.Status, Status),
    } as General,
    Client: {
      ...current.Client,
      ...(isNew ? definedOnly(defaults.Client) : {}),
      ...definedOnly(client),
    } as DocumentClient,
    Items: input.Items ? input.Items.map(toItem) : current.Items,
    Comments: mergeComments(current.Comments, input.Comments),
  };
  if (input.Delivery === null) delete next.Delivery;
  else if (input.Delivery) next.Delivery = { ...emptyDelivery, ...current.Delivery, ...definedOnly(input.Delivery) };
  // Fields sent as null (a list sent empty) are cleared.
  for (const field of ['DueDate', 'Validity', 'DeliveryDate', 'ExchangeRate', 'Deposits'] as const) {
    const sent = general[field];
    if (sent === null || (Array.isArray(sent) && !sent.length)) delete next.General[field];
    else if (sent !== undefined) (next.General as unknown as Record<string, unknown>)[field] = sent;
  }
  if (link.client) {
    next.clientId = link.client.clientId;
    next.Client.Reference = link.client.Reference;
  } else if (link.client === null) {
    delete next.clientId;
    next.Client.Reference = '';
  }
  if (!next.General.Currency) next.General.Currency = link.client?.Currency || link.accountCurrency || 'EUR';
  checkCategories(next.Items);
  checkExact(next);
  if (next.General.VATExemptionReason === null) delete next.General.VATExemptionReason;
  if (!next.Items.length)
    throw invalid('A document needs at least one line in Items.', [{ field: 'Items', message: 'is empty' }]);
  // Neither what is due nor how long an estimate holds may end before the document's own date.
  for (const field of ['DueDate', 'Validity'] as const) {
    const date = next.General[field];
    if (date && date < next.General.DateIssue)
      throw invalid(`General.${field} is before General.DateIssue.`, [
        { field: `General.${field}`, message: 'is before DateIssue' },
      ]);
  }
  return next;
}

const emptyDelivery: DeliveryAddress = { Address1: '', Address2: '', City: '', ZIPCode: '', State: '', Country: '' };

/** An estimate still `sent` past its `Validity` on the account's `today`: the offer has lapsed, its client can no longer answer it. */
export const estimateLapsed = (doc: Pick<Document, 'type' | 'General'>, today: string): boolean =>
  doc.type === 'estimate' && doc.General.Status === 'sent' && !!doc.General.Validity && doc.General.Validity < today;

/** Sending by e-mail: a draft becomes sent; a cancelled invoice cannot be sent. */
export function statusAfterSending(doc: Document): Status {
  if (doc.type === 'invoice' && doc.General.Status === 'cancelled')
    throw conflict('A cancelled invoice cannot be sent.');
  return doc.General.Status === 'draft' ? 'sent' : doc.General.Status;
}
