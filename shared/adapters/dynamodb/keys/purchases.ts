import { delimited, pad } from './parts.ts';

/** The keys of the purchases feature's items (docs/data-model.md). */
export const purchasesKeys = {
  purchase: (accountId: string, purchaseId: number) => ({ PK: `A#${accountId}`, SK: `PUR#${pad(purchaseId)}` }),
  /** GSI1: the account's purchases by DateIssue. */
  purchaseList: (accountId: string, dateIssue: string, purchaseId: number) => ({
    GSI1PK: `A#${accountId}#PURS`,
    GSI1SK: `${dateIssue}#${pad(purchaseId)}`,
  }),
  /** A supplier's invoice Number of one year, held by the purchase that imported it: no duplicate. */
  purchaseNumber: (accountId: string, supplierId: number, year: string, number: string) => ({
    PK: `A#${accountId}`,
    SK: `PURNUM#${pad(supplierId)}#${year}#${delimited(number)}`,
  }),
  /** A reference a bank debit may quote a purchase by (its BT-83 or its Number, `quotableReferences`): the debit pays it. */
  purchaseReference: (accountId: string, reference: string, purchaseId: number) => ({
    PK: `A#${accountId}`,
    SK: `${purchasesKeys.purchaseReferencePrefix(reference)}${pad(purchaseId)}`,
  }),
  /** The sort-key prefix of the purchases one reference finds. */
  purchaseReferencePrefix: (reference: string) => `PURREF#${delimited(reference)}#`,
  /**
   * An invoice a purchase's file names (BG-3) that was not imported when it was: the invoice's
   * import finds the purchase by it and links it (`linkNamingPurchases`).
   */
  purchaseNaming: (accountId: string, supplierId: number, number: string, purchaseId: number) => ({
    PK: `A#${accountId}`,
    SK: `${purchasesKeys.purchaseNamingPrefix(supplierId, number)}${pad(purchaseId)}`,
  }),
  /** The sort-key prefix of the purchases that name one Number of a supplier's. */
  purchaseNamingPrefix: (supplierId: number, number: string) => `PURNAMING#${pad(supplierId)}#${delimited(number)}#`,
  /** A supplier payment, beside its purchase: the FEC's bank journal reads them by date. */
  purchasePayment: (accountId: string, paymentId: number) => ({ PK: `A#${accountId}`, SK: `PURPAY#${pad(paymentId)}` }),
  /** GSI1: the account's supplier payments by Date. */
  purchasePaymentList: (accountId: string, date: string, paymentId: number) => ({
    GSI1PK: `A#${accountId}#PURPAYS`,
    GSI1SK: `${date}#${pad(paymentId)}`,
  }),
  /** A bank statement line that paid a purchase: it pays once. */
  purchasePaymentClaim: (accountId: string, bankRef: string) => ({
    PK: `A#${accountId}`,
    SK: `PURPAYCLAIM#${bankRef}`,
  }),
  transfer: (accountId: string, transferId: number) => ({ PK: `A#${accountId}`, SK: `PURTRF#${pad(transferId)}` }),
  /** The sort-key prefix of the account's transfers, in the order of their ids. */
  transferPrefix: 'PURTRF#',
};
