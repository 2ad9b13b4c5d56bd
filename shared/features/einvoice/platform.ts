import type { Principal } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { notFound, refused, unavailable } from '../../kernel/errors.ts';
import { log } from '../../kernel/log.ts';
import { seal, unseal } from '../../kernel/sealed.ts';
import { getClient, updateClient } from '../clients/service.ts';
import type { Ports, Stores } from '../ports.ts';
import type { DirectoryLine, DirectoryQuery } from './platform-model.ts';
import type { PlatformConnection, PlatformRecordsPort } from './port.ts';
import type { PlatformInput } from './schema.ts';

/** What reaches the account's platform: the stores (its settings) and the platform's API. */
export type PlatformReach<K extends keyof Stores = keyof Stores> = Pick<Stores, K> & Pick<Ports, 'platform'>;

/** What a sealed ClientSecret is bound to: its account, and this use. */
const secretContext = (accountId: string) => `einvoice-platform\0${accountId}`;

/** The platform settings as answered (docs/api.md §20): never the secret, only whether one is kept. */
export interface PlatformAnswer {
  Provider: 'afnor';
  Url: string;
  ClientId: string;
  RoutingAddress: string;
  HasClientSecret: boolean;
  /** `account`: the account's own; `stage`: the stage's default, while the account has none. */
  Source: 'account' | 'stage';
}

/**
 * Keeps the account's own platform (docs/api.md §20): the ClientSecret sealed (never stored,
 * answered or logged in plain text); a PUT without one keeps the secret kept for the same client.
 */
export async function keepPlatform(
  deps: Pick<Stores, 'platformRecords'>,
  principal: Principal,
  input: PlatformInput,
): Promise<void> {
  const held = await deps.platformRecords.settings(principal.accountId);
  const clientId = input.ClientId ?? '';
  const keptSecret = held && held.ClientId === clientId ? held.sealedSecret : '';
  await deps.platformRecords.keepSettings(principal.accountId, {
    Provider: 'afnor',
    Url: input.Url,
    ClientId: clientId,
    sealedSecret: input.ClientSecret ? seal(input.ClientSecret, secretContext(principal.accountId)) : keptSecret,
    RoutingAddress: input.RoutingAddress ?? '',
    updatedAt: Date.now(),
  });
}

/** The account's platform as answered: its own, else the stage's default; 404 when neither. */
export async function platformSettings(
  deps: Pick<Stores, 'platformRecords'>,
  principal: Principal,
): Promise<PlatformAnswer> {
  const held = await deps.platformRecords.settings(principal.accountId);
  if (held)
    return {
      Provider: held.Provider,
      Url: held.Url,
      ClientId: held.ClientId,
      RoutingAddress: held.RoutingAddress,
      HasClientSecret: !!held.sealedSecret,
      Source: 'account',
    };
  if (config.platformUrl)
    return {
      Provider: 'afnor',
      Url: config.platformUrl,
      ClientId: '',
      RoutingAddress: '',
      HasClientSecret: false,
      Source: 'stage',
    };
  throw notFound("The account's e-invoicing platform");
}

/** Removes the account's own platform (the stage's default, if any, serves it again). */
export const removePlatform = (deps: Pick<Stores, 'platformRecords'>, principal: Principal) =>
  deps.platformRecords.removeSettings(principal.accountId);

/** Where the account's platform is and its credentials: its own, else the stage's default; undefined when neither. */
export async function connectionOf(
  deps: Pick<Stores, 'platformRecords'>,
  accountId: string,
): Promise<PlatformConnection | undefined> {
  const held = await deps.platformRecords.settings(accountId);
  if (held)
    return {
      url: held.Url,
      ...(held.ClientId ? { clientId: held.ClientId } : {}),
      ...(held.sealedSecret ? { clientSecret: unseal(held.sealedSecret, secretContext(accountId)) } : {}),
    };
  return config.platformUrl ? { url: config.platformUrl } : undefined;
}

const noPlatform = () =>
  refused('no_platform', 'This account has no e-invoicing platform: give it one with PUT /api/account/platform.');

/**
 * The platform records with each account's settings read once: for the messages of one batch of
 * the platform worker, which are of the same moment (a change of the settings while the batch
 * runs is as if the batch had run a moment before it).
 */
export function settingsReadOnce(records: PlatformRecordsPort): PlatformRecordsPort {
  const read = new Map<string, ReturnType<PlatformRecordsPort['settings']>>();
  return Object.assign(Object.create(records) as PlatformRecordsPort, {
    settings(accountId: string) {
      let settings = read.get(accountId);
      if (!settings) {
        settings = records.settings(accountId);
        read.set(accountId, settings);
        // A failed read is not kept: the next message asks again.
        settings.catch(() => read.delete(accountId));
      }
      return settings;
    },
  });
}

/** 409 `no_platform` unless the account has a platform, its own or the stage's (docs/api.md §20); its secret stays sealed. */
export async function requirePlatform(deps: Pick<Stores, 'platformRecords'>, accountId: string): Promise<void> {
  if (!config.platformUrl && !(await deps.platformRecords.settings(accountId))) throw noPlatform();
}

/** The account's platform to call, its secret unsealed (the caller loaded the signing key), or 409 `no_platform`. */
export async function requireConnection(
  deps: Pick<Stores, 'platformRecords'>,
  accountId: string,
): Promise<PlatformConnection> {
  const connection = await connectionOf(deps, accountId);
  if (!connection) throw noPlatform();
  return connection;
}

/** The lines of the platform's directory that match (docs/api.md §20). */
export async function searchDirectory(
  deps: PlatformReach<'platformRecords'>,
  principal: Principal,
  query: DirectoryQuery,
): Promise<DirectoryLine[]> {
  const to = await requireConnection(deps, principal.accountId);
  try {
    return await deps.platform.directory(to, query);
  } catch (error) {
    // The platform's failure is not the caller's: 503, and its cause in the log (never the credentials).
    log.warn('directory search failed', { error: String(error) });
    throw unavailable("The account's e-invoicing platform did not answer; try again shortly.");
  }
}

/**
 * Fills a client's electronic address from the directory (docs/api.md §20): the line of its SIREN
 * (its SIRET's when it has one), as a `0225` routing address. A client without a SIREN, or whose
 * SIREN the directory does not know, is 409 `not_in_directory` and keeps what it had.
 */
export async function fillFromDirectory(
  deps: PlatformReach<'clients' | 'platformRecords'>,
  principal: Principal,
  clientId: number,
) {
  const client = await getClient(deps, principal, clientId);
  const siren = client.RegistrationScheme === '0002' ? client.RegistrationId : '';
  if (!siren)
    throw refused('not_in_directory', `The client ${clientId} has no SIREN (RegistrationId, scheme 0002) to look up.`, [
      { field: 'RegistrationId', message: 'is required: the SIREN the directory is searched by' },
    ]);
  const lines = await searchDirectory(deps, principal, { siren });
  const line = lines.find((l) => l.Siren === siren && !l.ValidTo) ?? lines.find((l) => l.Siren === siren);
  if (!line)
    throw refused('not_in_directory', `The directory has no line for the SIREN ${siren}.`, [
      { field: 'RegistrationId', message: 'is in no line of the directory' },
    ]);
  return updateClient(deps, principal, clientId, {
    ElectronicAddress: line.ElectronicAddress,
    ElectronicAddressScheme: line.ElectronicAddressScheme,
  });
}
