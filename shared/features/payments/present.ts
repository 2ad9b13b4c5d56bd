import { toNumber } from '../../kernel/money.ts';
import type { Payment } from './model.ts';

/** A payment as get and list answer it (docs/api.md §8). */
export const paymentRecord = (p: Payment) => ({
  payment_id: p.paymentId,
  Invoice: p.invoice,
  ...(p.clientId !== undefined ? { client_id: p.clientId } : {}),
  Amount: toNumber(p.amount),
  Currency: p.currency,
  Date: p.date,
  Method: p.method,
  Reference: p.reference,
  Notes: p.notes,
  ...(p.fee !== undefined ? { Fee: toNumber(p.fee) } : {}),
  ...(p.refundOf !== undefined ? { RefundOf: p.refundOf } : {}),
  CreateDate: new Date(p.createdAt).toISOString(),
  Folder: p.folder,
});
