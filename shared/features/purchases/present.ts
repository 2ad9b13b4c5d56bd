import { toNumber } from '../../kernel/money.ts';
import { rateTotalsAnswer } from '../expenses/totals.ts';
import type { Purchase, PurchasePayment, Transfer } from './model.ts';
import type { DatedPurchasePayment } from './port.ts';
import { dueOf } from './rules.ts';
import type { CancelledTransfer } from './transfer-cancel.ts';

/** A supplier payment as its purchase shows it. */
const paymentRecord = (x: PurchasePayment) => ({
  payment_id: x.paymentId,
  Date: x.Date,
  Amount: Number(x.Amount),
  Method: x.Method,
  Reference: x.Reference ?? '',
  Settles: x.settles ?? null,
  Returns: x.returns ? { payment_id: x.returns.paymentId, Reason: x.returns.reason } : null,
});

/** A supplier payment as the payments' list shows it: as its purchase does, with the purchase it pays. */
export const listedPaymentRecord = (p: DatedPurchasePayment) => ({
  ...paymentRecord(p.payment),
  purchase_id: p.purchaseId,
  supplier_id: p.supplierId,
  Number: p.Number,
  Type: p.docType,
  Currency: p.Currency,
});

/** A purchase as get and list answer it (docs/api.md §18): the supplier's figures, the buyer's status and payments. */
export const purchaseRecord = (p: Purchase) => ({
  purchase_id: p.purchaseId,
  supplier_id: p.supplierId,
  Source: p.source,
  Syntax: p.file.syntax,
  Type: p.docType,
  TypeCode: p.TypeCode,
  Number: p.Number,
  DateIssue: p.DateIssue,
  DueDate: p.DueDate ?? null,
  Currency: p.Currency,
  Lines: p.Lines.map((l) => ({
    Position: l.Position,
    Description: l.Description,
    Quantity: Number(l.Quantity),
    UnitCode: l.UnitCode,
    NetPrice: Number(l.NetPrice),
    LineNet: Number(l.LineNet),
    VATCategory: l.VATCategory,
    VATPercentage: Number(l.VATPercentage),
    Category: l.Category ?? null,
  })),
  TotalHT: Number(p.TotalHT),
  TotalVAT: Number(p.TotalVAT),
  TOTALTAX: rateTotalsAnswer(p.rates),
  TotalNET: Number(p.TotalNET),
  Payable: Number(p.Payable),
  TotalPaid: Number(p.TotalPaid),
  TotalDue: toNumber(dueOf(p)),
  IBAN: p.IBAN ?? '',
  BIC: p.BIC ?? '',
  PaymentReference: p.PaymentReference ?? '',
  Preceding: (p.preceding ?? []).map((x) => ({
    Number: x.number,
    DateIssue: x.date ?? null,
    purchase_id: x.purchaseId ?? null,
  })),
  Validation: p.Validation,
  Status: p.Status,
  Reason: p.Reason ?? null,
  Comment: p.Comment ?? null,
  Notes: p.Notes ?? '',
  History: p.history.map((h) => ({
    Status: h.Status,
    Reason: h.Reason ?? null,
    Comment: h.Comment ?? null,
    At: new Date(h.At).toISOString(),
    Code: h.Code ?? null,
    Message: h.MessageId ?? null,
  })),
  Payments: p.payments.map(paymentRecord),
  transfer_id: p.transferId ?? null,
  CreateDate: new Date(p.createdAt).toISOString(),
});

/** What a transfer's creation answers: its id, where to download its file, and what it pays. */
export const transferRecord = (t: Transfer) => ({
  transfer_id: t.transferId,
  Url: `/api/purchase/transfer/get/${t.transferId}`,
  ExecutionDate: t.ExecutionDate,
  Count: t.purchases.length,
  Total: Number(t.Total),
});

/**
 * A transfer file as the list shows it: what its creation answered, when it was made, whether it
 * was cancelled (with the bank's reason), and each purchase it pays, withdrawn or not (with the
 * bank's reason).
 */
export const listedTransferRecord = (t: Transfer) => {
  const withdrawn = new Set(t.withdrawn ?? []);
  return {
    ...transferRecord(t),
    CreateDate: new Date(t.createdAt).toISOString(),
    CancelledAt: t.cancelledAt === undefined ? null : new Date(t.cancelledAt).toISOString(),
    CancelReason: t.cancelReason ?? null,
    Purchases: t.purchases.map((p) => ({
      purchase_id: p.purchaseId,
      Amount: Number(p.amount),
      Withdrawn: withdrawn.has(p.purchaseId),
      Reason: t.rejections?.[p.purchaseId] ?? null,
    })),
  };
};

/** What a transfer's cancel answers: when (null while only some purchases are withdrawn), and each withdrawn purchase's status now. */
export const cancelledTransferRecord = ({ transfer, purchases }: CancelledTransfer) => ({
  transfer_id: transfer.transferId,
  ExecutionDate: transfer.ExecutionDate,
  Count: transfer.purchases.length,
  Total: Number(transfer.Total),
  CancelledAt: transfer.cancelledAt === undefined ? null : new Date(transfer.cancelledAt).toISOString(),
  Purchases: purchases.map((p) => ({ purchase_id: p.purchaseId, Status: p.Status, transfer_id: p.transferId ?? null })),
});
