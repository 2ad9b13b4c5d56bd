/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { StoredProvider } from './model.ts';

/** The account's payment provider settings. */
export interface ProviderRecordsPort {
  settings(accountId: string): Promise<StoredProvider | undefined>;
  keepSettings(accountId: string, settings: StoredProvider): Promise<void>;
}
