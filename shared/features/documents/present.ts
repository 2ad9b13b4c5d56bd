import { toNumber } from '../../kernel/money.ts';
import type { Document } from './model.ts';
import { isOverdue, paymentsByDate, shownStatus, typeOf } from './settlement.ts';
import { computeTotals, defaultCategory, type Totals } from './totals.ts';

const commentFields = ['PaymentCondition', 'PaymentEndOfMonth', 'Legal', 'Notes'] as const;

/** What is paid, credited and due: invoices carry all three, other documents TotalPaid alone. */
const money = (doc: Document, totals: Totals) =>
  doc.type === 'invoice'
    ? {
        TotalPaid: toNumber(totals.TotalPaid),
        TotalCredited: toNumber(totals.TotalCredited),
        ...(doc.deposits?.length ? { TotalDeposits: toNumber(totals.TotalDeposits) } : {}),
        TotalDue: toNumber(totals.TotalDue),
      }
    : { TotalPaid: toNumber(totals.TotalPaid) };

/** A final invoice's deposits as deducted: each one's amount and its base and tax per VAT rate (docs/api.md §17). */
const depositsOf = (doc: Document) =>
  doc.deposits?.length
    ? {
        Deposits: doc.deposits.map((d) => ({
          Number: d.number,
          DateIssue: d.date,
          Amount: toNumber(d.net),
          TOTALTAX: d.rates.map((r) => ({
            VATPercentage: toNumber(r.rate),
            VATCategory: r.category,
            VATBase: toNumber(r.base),
            VATValue: toNumber(r.tax),
          })),
        })),
      }
    : {};

/** How a payment was made, as the payment's own item keeps it (the invoice keeps which and how much). */
export interface PaymentDetails {
  paymentId: number;
  method: string;
  reference: string;
}

/**
 * The invoice's live payments, by Date then payment_id; `{}` when there is none (docs/api.md §8).
 * The invoice's entries say which and how much; their own items, how (Method, Reference).
 */
function paymentsOf(doc: Document, details: PaymentDetails[]) {
  const live = paymentsByDate(doc);
  if (!live.length) return {};
  const byId = new Map(details.map((p) => [p.paymentId, p]));
  return {
    Payment: live.map((p) => ({
      payment_id: p.paymentId,
      Amount: toNumber(p.amount),
      Date: p.date,
      Method: byId.get(p.paymentId)?.method ?? 'other',
      Reference: byId.get(p.paymentId)?.reference ?? '',
    })),
  };
}

/** The document record of `get`: the spec's groups, amounts as exact JSON numbers; `payments`, an invoice's payment items. */
export function documentRecord(doc: Document, today: string, payments: PaymentDetails[]) {
  const totals = computeTotals(doc);
  const g = doc.General;
  return {
    ...(doc.clientId !== undefined ? { client_id: doc.clientId } : {}),
    Folder: doc.folder,
    General: {
      Type: typeOf(doc),
      Status: shownStatus(doc),
      Number: g.Number,
      PONumber: g.PONumber,
      DateIssue: g.DateIssue,
      ...(g.DueDate ? { DueDate: g.DueDate } : {}),
      ...(g.Validity ? { Validity: g.Validity } : {}),
      GeneralDiscount: toNumber(g.GeneralDiscount),
      Description: g.Description,
      Currency: g.Currency,
      ...(g.VATExemptionReason ? { VATExemptionReason: g.VATExemptionReason } : {}),
      ...(g.DraftNumber ? { DraftNumber: g.DraftNumber } : {}),
      ...(g.Invoice ? { Invoice: g.Invoice } : {}),
      ...(g.Estimate ? { Estimate: g.Estimate } : {}),
      ...(g.Recurring ? { Recurring: g.Recurring } : {}),
      ...(doc.type === 'invoice' ? { Overdue: isOverdue(doc, today) } : {}),
      ...(g.ViewedAt ? { ViewedAt: g.ViewedAt } : {}),
      ...(doc.type === 'invoice' ? { Reminders: g.Reminders !== false } : {}),
      ...(g.LastReminder ? { LastReminder: g.LastReminder } : {}),
      ...(g.Missing ? { Missing: g.Missing } : {}),
      ...(g.EInvoiceCheck ? { EInvoiceCheck: g.EInvoiceCheck } : {}),
      ...(g.LateFeeFor ? { LateFeeFor: g.LateFeeFor } : {}),
      ...(g.PaymentReference ? { PaymentReference: g.PaymentReference } : {}),
      ...(g.BuyerReference ? { BuyerReference: g.BuyerReference } : {}),
      ...(g.OrderReference ? { OrderReference: g.OrderReference } : {}),
      ...(g.OperationCategory ? { OperationCategory: g.OperationCategory } : {}),
      ...(g.VATOnDebits !== undefined ? { VATOnDebits: g.VATOnDebits } : {}),
      ...(g.PaymentMethod ? { PaymentMethod: g.PaymentMethod } : {}),
      ...(g.DeliveryDate ? { DeliveryDate: g.DeliveryDate } : {}),
      ...(g.ExchangeRate ? { ExchangeRate: toNumber(g.ExchangeRate) } : {}),
      ...(g.Deposits?.length ? { Deposits: g.Deposits } : {}),
      ...(g.Lifecycle ? { Lifecycle: g.Lifecycle } : {}),
    },
    Client: {
      Reference: doc.Client.Reference,
      ClientName: doc.Client.ClientName,
      ContactName: doc.Client.ContactName,
      ContactEmail: doc.Client.ContactEmail,
      ContactAddress: doc.Client.ContactAddress,
      ContactPhoneLine: doc.Client.ContactPhoneLine,
      ContactPhoneCell: doc.Client.ContactPhoneCell,
      ContactPhoneFax: doc.Client.ContactPhoneFax,
    },
    ...(doc.Delivery ? { Delivery: doc.Delivery } : {}),
    Items: doc.Items.map((item, i) => ({
      Position: item.Position,
      Reference: item.Reference,
      Description: item.Description,
      UnitRate: toNumber(item.UnitRate),
      UnitType: item.UnitType,
      Quantity: toNumber(item.Quantity),
      Discount: toNumber(item.Discount),
      VAT: toNumber(item.VAT),
      VATCategory: item.VATCategory ?? defaultCategory(item.VAT),
      TotalItem: toNumber(totals.items[i]!),
    })),
    Total: {
      TOTALRAW: toNumber(totals.TOTALRAW),
      TOTALTAX: totals.TOTALTAX.map((t) => ({
        VATPercentage: toNumber(t.VATPercentage),
        VATValue: toNumber(t.VATValue),
        VATBase: toNumber(t.VATBase),
        VATCategory: t.VATCategory,
      })),
      TotalNET: toNumber(totals.TotalNET),
      TotalDiscount: toNumber(totals.TotalDiscount),
      ...money(doc, totals),
      ...depositsOf(doc),
    },
    Comments: Object.fromEntries(
      commentFields
        .filter((f) => doc.Comments[f] !== undefined && doc.Comments[f] !== '')
        .map((f) => [f, doc.Comments[f]]),
    ),
    Payments: paymentsOf(doc, payments),
  };
}

/** An element of a document list: the spec's summary fields. */
export function documentSummary(doc: Document) {
  const totals = computeTotals(doc);
  const g = doc.General;
  return {
    ...(doc.clientId !== undefined ? { client_id: doc.clientId } : {}),
    Type: typeOf(doc),
    Status: shownStatus(doc),
    Number: g.Number,
    PONumber: g.PONumber,
    DateIssue: g.DateIssue,
    ...(g.DueDate ? { DueDate: g.DueDate } : {}),
    Description: g.Description,
    GeneralDiscount: toNumber(g.GeneralDiscount),
    TOTALRAW: toNumber(totals.TOTALRAW),
    TotalNET: toNumber(totals.TotalNET),
    ...money(doc, totals),
    ClientName: doc.Client.ClientName,
    ContactName: doc.Client.ContactName,
    Currency: g.Currency,
  };
}
