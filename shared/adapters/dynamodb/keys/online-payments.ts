/** The keys of the online payments feature's items (docs/data-model.md). */
export const onlinePaymentsKeys = {
  providerSettings: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'PROVIDER' }),
};
