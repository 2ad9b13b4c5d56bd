/** The keys of the online payments feature's items (docs/data-model.md). */
export const onlinePaymentsKeys = {
  providerSettings: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'PROVIDER' }),
  /** A checkout the service opened, by the provider's id: the provider's webhooks find their account by it. */
  checkoutSession: (sessionId: string) => ({ PK: `CKS#${sessionId}`, SK: 'CHECKOUT' }),
  /** A provider's event the account handled (removed after 90 days). */
  providerEvent: (accountId: string, eventId: string) => ({ PK: `A#${accountId}`, SK: `PEVT#${eventId}` }),
};
