/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Attempt, Callback, Delivery, DeliveryMessage, DeliveryStatus } from './model.ts';

/** Where a delivery record is: its message without the token. */
export type DeliveryPlace = Omit<DeliveryMessage, 'token'>;

/** Webhook registrations. */
export interface CallbacksPort {
  /** False when the account holds `cap` callbacks already (checked in the same write). */
  insert(callback: Callback, cap: number): Promise<boolean>;
  get(accountId: string, callbackId: number): Promise<Callback | undefined>;
  /** Every callback of an account (at most a hundred). */
  all(accountId: string): Promise<Callback[]>;
  /** False when the verifier changed since it was checked. */
  markVerified(callback: Callback): Promise<boolean>;
  requestVerification(callback: Callback): Promise<void>;
  remove(accountId: string, callbackId: number): Promise<boolean>;
  /** Sends its deliveries to the slow lane until `until` (epoch ms), or back to the main lane (undefined). */
  setSlowUntil(accountId: string, callbackId: number, until: number | undefined): Promise<void>;
}

/** Delivery records: one message to one callback, and its attempts. */
export interface DeliveriesPort {
  /** True when new; false when the stream handed the same record over before. */
  createOnce(delivery: Delivery): Promise<boolean>;
  nextToken(place: DeliveryPlace): Promise<number | undefined>;
  get(place: DeliveryPlace): Promise<Delivery | undefined>;
  /** Records an attempt and what follows; `parked` when the delivery waits in the table, its message gone. */
  recordAttempt(
    place: DeliveryPlace,
    attempt: Attempt | undefined,
    status: DeliveryStatus,
    dueAt: number,
    parked?: boolean,
  ): Promise<void>;
  pendingDue(dueBefore: number, limit?: number): Promise<Delivery[]>;
  history(accountId: string, callbackId: number, limit: number, start?: StartKey): Promise<Page<Delivery>>;
  reopen(place: DeliveryPlace, now: number): Promise<number | undefined>;
}

/** One message for a queue; `delaySeconds` holds it back (SQS allows 15 minutes at most). */
export interface QueueMessage {
  body: string;
  delaySeconds?: number;
}

/** The message queues, by name in shared/features/webhooks/queue-design.ts. */
export interface QueuePort {
  /** Sends every message, or fails (so the caller's retry sends them again). */
  send(queue: string, messages: QueueMessage[]): Promise<void>;
  /** When a received message comes back; false when the queue no longer holds it. */
  setVisibility(queue: string, receiptHandle: string, seconds: number): Promise<boolean>;
}

/** How a POST to a webhook receiver went. */
export interface PostOutcome {
  /** The receiver's HTTP status; absent when it never answered. */
  status?: number;
  error?: string;
  /** No answer came within the time given. */
  timedOut?: true;
  ms: number;
}

/** Webhook receivers on the internet: whether a uri may be called at all, and the POST to one. */
export interface ReceiversPort {
  /** Why the uri may not be called (a private address, a host that does not resolve), or undefined when it may. */
  refusal(uri: string): Promise<string | undefined>;
  post(uri: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<PostOutcome>;
}
