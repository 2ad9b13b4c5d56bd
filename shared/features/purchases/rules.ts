import { refused } from '../../kernel/errors.ts';
import { decimal } from '../../kernel/money.ts';
import { BUYER_STATUS_REASONS } from '../einvoice/status-reasons.ts';
import type { Purchase, PurchaseStatus } from './model.ts';

/** What the buyer does: each a status, the reform's code, and the reasons it allows (XP Z12-012). */
export const buyerActions = {
  approve: { status: 'approved', code: '205', reasons: BUYER_STATUS_REASONS['205'] },
  partly_approve: { status: 'partly_approved', code: '206', reasons: BUYER_STATUS_REASONS['206'] },
  dispute: { status: 'disputed', code: '207', reasons: BUYER_STATUS_REASONS['207'] },
  suspend: { status: 'suspended', code: '208', reasons: BUYER_STATUS_REASONS['208'] },
  refuse: { status: 'refused', code: '210', reasons: BUYER_STATUS_REASONS['210'] },
} as const satisfies Record<string, { status: PurchaseStatus; code: string; reasons: readonly string[] }>;
/** A buyer's action on a purchase. */
export type BuyerAction = keyof typeof buyerActions;

/** The statuses in which a purchase counts as the buyer's to pay (and its VAT as deductible). */
export const acceptedStatuses: ReadonlySet<PurchaseStatus> = new Set([
  'approved',
  'partly_approved',
  'payment_sent',
  'paid',
]);

/** What is left to pay on a purchase: what the supplier asks, less what was paid. */
export const dueOf = (p: Pick<Purchase, 'Payable' | 'TotalPaid'>) => decimal(p.Payable).minus(p.TotalPaid);

/** A refused purchase is closed: neither approved nor paid again (409). */
export function requireOpen(p: Purchase): void {
  if (p.Status === 'refused')
    throw refused('purchase_refused', `The purchase ${p.purchaseId} was refused: it is neither approved nor paid.`);
}

/**
 * The status a buyer's action leads to (docs/api.md §18). A refused purchase takes no other
 * status; one being paid or paid takes no decision back.
 */
export function statusAfter(p: Purchase, action: BuyerAction): PurchaseStatus {
  requireOpen(p);
  if (p.Status === 'payment_sent' || p.Status === 'paid')
    throw refused(
      'purchase_paid',
      `The purchase ${p.purchaseId} is ${p.Status.replace('_', ' ')}: its decision stands.`,
    );
  return buyerActions[action].status;
}

/**
 * A payment reference as a bank line and a supplier's file may each write it: without spaces, in
 * capitals (`RF18 5390 0754 7034` and `rf18539007547034` are one reference).
 */
export const referenceKey = (reference: string): string => reference.replace(/\s+/g, '').toUpperCase();

/** The references a bank debit may quote a purchase by (`referenceKey`): its payment reference (BT-83), its Number. */
export const quotableReferences = (p: Pick<Purchase, 'PaymentReference' | 'Number'>): string[] =>
  [...new Set([p.PaymentReference ?? '', p.Number].map(referenceKey))].filter(Boolean);

/** The status once payments are recorded: paid when nothing is left, else as it was (a transfer sent stays so). */
export const statusAfterPayments = (p: Purchase): PurchaseStatus => (dueOf(p).lte(0) ? 'paid' : p.Status);

/** Whether a purchase's new version is out of the transfer that paid it: that transfer's claim on it goes (docs/api.md §18). */
export const leavesTransfer = (before: Pick<Purchase, 'transferId'>, after: Pick<Purchase, 'transferId'>): boolean =>
  before.transferId !== undefined && after.transferId === undefined;

/**
 * Whether a purchase's new version is written outside every transfer: while a transfer being made
 * holds its claim (it has read what the purchase owes), such a write waits (Conflict `held`).
 */
export const outsideTransfers = (before: Pick<Purchase, 'transferId'>, after: Pick<Purchase, 'transferId'>): boolean =>
  before.transferId === undefined && after.transferId === undefined;

/** Whether a purchase's new version goes into a transfer: only while that transfer holds its claim (a cancelled one holds none). */
export const entersTransfer = (before: Pick<Purchase, 'transferId'>, after: Pick<Purchase, 'transferId'>): boolean =>
  after.transferId !== undefined && after.transferId !== before.transferId;

/** The buyer's decision a purchase was paid under: the last approval (or partial one) its history holds. */
export const decisionOf = (p: Pick<Purchase, 'history'>): PurchaseStatus =>
  p.history.findLast((h) => h.Status === 'approved' || h.Status === 'partly_approved')?.Status ?? 'approved';

/** The Numbers of the invoices a purchase's file names (BG-3), whether a purchase was found for them or not. */
export const namedNumbers = (p: Pick<Purchase, 'preceding'>): string[] => [
  ...new Set((p.preceding ?? []).map((named) => named.number)),
];
