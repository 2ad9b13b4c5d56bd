/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { LifecycleReport } from '../documents/lifecycle.ts';
import type { DirectoryLine, DirectoryQuery, InboundMessage, InboundStatus, StoredPlatform } from './platform-model.ts';

/** A file handed to an e-invoicing platform. */
export interface PlatformFile {
  /** The flow's idempotency key: the same key twice is one flow. */
  key: string;
  /**
   * The rules it was made to: EN 16931 with the French ones, or Peppol BIS Billing 3.0; or a
   * lifecycle message of ours (CDAR D22B, XP Z12-012).
   */
  profile: 'EN16931-FR' | 'PEPPOL-BIS-3' | 'CDAR';
  name: string;
  /** The UBL document, or the CDAR message. */
  content: string;
}

/** Where an account's platform is and how the service signs in to it (docs/api.md §20). */
export interface PlatformConnection {
  url: string;
  /** OAuth 2.0 client credentials, when the platform asks for them (an account's own platform). */
  clientId?: string;
  clientSecret?: string;
}

/** What a poll of a flow finds: the statuses it reads, and the messages it cannot read (kept aside, never dropped). */
export interface PolledStatuses {
  reports: LifecycleReport[];
  unread: { content: string; reason: string }[];
}

/**
 * An e-invoicing platform (a French plateforme agréée, a Peppol access point): the one seam a
 * real platform's API fills (docs/einvoicing.md). Every call may fail; the queue tries it again.
 */
export interface PlatformPort {
  /** Hands a file or a lifecycle message over (the same key twice is one flow): the platform's id of the flow. */
  transmit(to: PlatformConnection, file: PlatformFile): Promise<{ flowId: string }>;
  /** Every status the platform gave the flow, oldest first, and the messages about it that do not read as one. */
  statuses(to: PlatformConnection, flowId: string): Promise<PolledStatuses>;
  /** The lines of the platform's directory (annuaire) that match. */
  directory(to: PlatformConnection, query: DirectoryQuery): Promise<DirectoryLine[]>;
}

/** An account's platform settings and the lifecycle messages its platform sent (docs/api.md §20). */
export interface PlatformRecordsPort {
  /** The account's own platform, its secret sealed; undefined when it has none. */
  settings(accountId: string): Promise<StoredPlatform | undefined>;
  keepSettings(accountId: string, settings: StoredPlatform): Promise<void>;
  removeSettings(accountId: string): Promise<void>;
  /**
   * Keeps a message the platform posted, once by its id: answers the one kept before when the id
   * is known (then nothing is written), else undefined.
   */
  takeMessage(message: InboundMessage): Promise<InboundMessage | undefined>;
  /** Moves a kept message to what became of it. */
  markMessage(message: InboundMessage, status: InboundStatus, reason?: string): Promise<void>;
  /** The kept messages of one status, newest first. */
  messages(accountId: string, status: InboundStatus, limit: number, start?: StartKey): Promise<Page<InboundMessage>>;
}
