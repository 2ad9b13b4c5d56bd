import { pad } from './parts.ts';

/** The keys of the payments feature's items (docs/data-model.md). */
export const paymentsKeys = {
  payment: (accountId: string, paymentId: number) => ({ PK: `A#${accountId}`, SK: `PAY#${pad(paymentId)}` }),
  /** GSI1: the payments of one folder, newest Date first (then newest payment_id). */
  paymentList: (accountId: string, folder: string, date: string, paymentId: number) => ({
    GSI1PK: `A#${accountId}#PAYS#${folder}`,
    GSI1SK: `${date}#${pad(paymentId)}`,
  }),
  /** A payment provider's object claimed by a payment (docs/api.md §19): one per object across the stage. */
  providerClaim: (object: string) => ({ PK: `POBJ#${object}`, SK: 'CLAIM' }),
  /** The part of a payment intent's excess a refund (or its reversal, `reversal-<intent>`) took: one per taking. */
  excessTaken: (taking: string) => ({ PK: `POBJ#${taking}`, SK: 'EXCESS' }),
  /** GSI2: the same, for one invoice's payments. */
  invoicePaymentList: (accountId: string, folder: string, invoice: string, date: string, paymentId: number) => ({
    GSI2PK: `A#${accountId}#PAYS#${folder}#I${invoice}`,
    GSI2SK: `${date}#${pad(paymentId)}`,
  }),
};
