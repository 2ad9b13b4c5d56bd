/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { LifecycleReport } from '../documents/lifecycle.ts';

/** A file handed to an e-invoicing platform. */
export interface PlatformFile {
  /** The transmission's idempotency key: the same key twice is one flow. */
  key: string;
  /** The rules it was made to: EN 16931 with the French ones, or Peppol BIS Billing 3.0. */
  profile: 'EN16931-FR' | 'PEPPOL-BIS-3';
  name: string;
  /** The UBL document. */
  content: string;
}

/** One VAT rate's amounts in a status sent to the platform (`cashed`: what was cashed of that rate). */
export interface RateAmount {
  rate: string;
  base: string;
  tax: string;
}

/**
 * An e-invoicing platform (a French plateforme agréée, a Peppol access point): the one seam a
 * real platform's API fills (docs/einvoicing.md). Every call may fail; the queue tries it again.
 */
export interface PlatformPort {
  /** Hands a file over (the same key twice is one flow): the platform's id of the flow. */
  transmit(file: PlatformFile): Promise<{ flowId: string }>;
  /** Every status the platform gave the flow, oldest first. */
  statuses(flowId: string): Promise<LifecycleReport[]>;
  /** Sends a status of ours (`cashed`, with its amounts per VAT rate) once, under its key. */
  report(flowId: string, key: string, report: LifecycleReport & { amounts: RateAmount[] }): Promise<void>;
}
