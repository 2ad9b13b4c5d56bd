import type { Principal } from '../../access/principal.ts';
import { notFound } from '../../kernel/errors.ts';
import { seal, unseal } from '../../kernel/sealed.ts';
import type { Stores } from '../ports.ts';
import { takesPayments } from '../sharing/service.ts';
import type { StoredProvider } from './model.ts';
import type { ProviderInput } from './schema.ts';

/** What a sealed provider secret is bound to: its account, and which secret it is. */
export const providerSecretContext = (accountId: string, which: 'secret-key' | 'webhook-secret') =>
  `payment-provider\0${which}\0${accountId}`;

/**
 * Connects the account's payment provider (docs/api.md §19): its secret key and webhook secret
 * sealed (AES-256-GCM under the stage's key, bound to the account and to which secret each is),
 * never stored, answered or logged in plain text.
 */
export async function keepProvider(
  deps: Pick<Stores, 'providerRecords'>,
  principal: Principal,
  input: ProviderInput,
): Promise<StoredProvider> {
  const settings: StoredProvider = {
    Provider: input.Provider,
    PublishableKey: input.PublishableKey,
    sealedSecretKey: seal(input.SecretKey, providerSecretContext(principal.accountId, 'secret-key')),
    sealedWebhookSecret: seal(input.WebhookSecret, providerSecretContext(principal.accountId, 'webhook-secret')),
    updatedAt: Date.now(),
  };
  await deps.providerRecords.keepSettings(principal.accountId, settings);
  return settings;
}

/** The account's provider secrets, opened: for a call to the provider, or to check its signature; never kept or logged so. */
export const openedSecrets = (accountId: string, settings: StoredProvider) => ({
  secretKey: unseal(settings.sealedSecretKey, providerSecretContext(accountId, 'secret-key')),
  webhookSecret: unseal(settings.sealedWebhookSecret, providerSecretContext(accountId, 'webhook-secret')),
});

/** The account's provider, or 404 when it has none (or disconnected it). */
export async function providerSettings(
  deps: Pick<Stores, 'providerRecords'>,
  principal: Principal,
): Promise<StoredProvider> {
  const held = await deps.providerRecords.settings(principal.accountId);
  if (!takesPayments(held)) throw notFound("The account's payment provider");
  return held;
}

/**
 * Disconnects the account's provider (docs/api.md §19): no new checkout, link nor Pay; its
 * secrets are kept for the events and refunds of the payments it took. PUT connects it again.
 */
export async function disconnectProvider(deps: Pick<Stores, 'providerRecords'>, principal: Principal): Promise<void> {
  const held = await deps.providerRecords.settings(principal.accountId);
  if (!takesPayments(held)) return;
  await deps.providerRecords.keepSettings(principal.accountId, { ...held, disconnectedAt: Date.now() });
}

/** The provider as answered: never a secret, only whether each is kept. */
export const providerRecord = (s: StoredProvider) => ({
  Provider: s.Provider,
  PublishableKey: s.PublishableKey,
  HasSecretKey: !!s.sealedSecretKey,
  HasWebhookSecret: !!s.sealedWebhookSecret,
  UpdatedAt: new Date(s.updatedAt).toISOString(),
});
