import { instant } from './parts.ts';

/** Where an account's checkouts sort, by when they were opened. */
const ACCOUNT_CHECKOUTS = 'CKO#';

/** The keys of the online payments feature's items (docs/data-model.md). */
export const onlinePaymentsKeys = {
  providerSettings: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'PROVIDER' }),
  /** A checkout the service opened, by the provider's id: the provider's webhooks find their account by it. */
  checkoutSession: (sessionId: string) => ({ PK: `CKS#${sessionId}`, SK: 'CHECKOUT' }),
  /** A checkout under its account, by when it was opened (removed two days after: it can be paid for one). */
  accountCheckout: (accountId: string, createdAt: number, sessionId: string) => ({
    PK: `A#${accountId}`,
    SK: `${ACCOUNT_CHECKOUTS}${instant(createdAt)}#${sessionId}`,
  }),
  /** The account's checkouts opened at `since` or after, as a sort-key range. */
  accountCheckoutsSince: (since: number) => ({
    from: `${ACCOUNT_CHECKOUTS}${instant(since)}`,
    to: `${ACCOUNT_CHECKOUTS}~`,
  }),
  /** A provider's event the account handled (removed after 90 days). */
  providerEvent: (accountId: string, eventId: string) => ({ PK: `A#${accountId}`, SK: `PEVT#${eventId}` }),
};
