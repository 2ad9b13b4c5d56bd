/** A webhook registration. */
export interface Callback {
  accountId: string;
  callbackId: number;
  /** The registered event name: dotted (`invoice.create`) or a parent (`invoice`). */
  event: string;
  uri: string;
  verified: boolean;
  /** Sent in the verification message; kept until the callback is verified. */
  verifier?: string;
  /** `whsec_` + base64 of 32 random bytes: the key of the Standard Webhooks signatures. */
  secret: string;
  /** Bumped by resendToken: each bump sends the verification message again. */
  verificationsSent: number;
  createdAt: number;
  createdBy: number;
  /** Epoch ms until which its deliveries go to the slow lane: it kept the main lane waiting (docs/webhooks.md). */
  slowUntil?: number;
}
/** One message to one callback, and what became of it: kept 30 days as the callback's history. */
export type DeliveryStatus = 'pending' | 'delivered' | 'dropped' | 'cancelled' | 'gone';

/** One POST of a delivery. */
export interface Attempt {
  /** Epoch ms. */
  at: number;
  /** The receiver's HTTP status, when it answered. */
  status?: number;
  /** Why no answer came (timeout, refused, unsafe target). */
  error?: string;
  ms: number;
}

/** One message to one callback, and what became of it. */
export interface Delivery {
  accountId: string;
  callbackId: number;
  /** The Standard Webhooks `webhook-id`: the same on every attempt. */
  messageId: string;
  /** Epoch ms of the event; part of the key, so a delivery's key is known from its event alone. */
  eventAt: number;
  /** Slash form: `invoice/create`, `callback/verify`. */
  name: string;
  objectId: string;
  /** The form-urlencoded notification, exactly as every attempt sends it. */
  body: string;
  status: DeliveryStatus;
  attempts: Attempt[];
  /** Epoch ms when the next attempt is due (pending only). */
  dueAt: number;
  /** Which message is the live one: a sweep that queues a delivery again makes older copies stale. */
  token: number;
  /**
   * Waiting in the table with no message: its next wait passed what SQS holds (15 minutes), so
   * the scheduled sweep queues it again shortly before it is due.
   */
  parked?: boolean;
}

/** What the delivery queue carries: where the delivery record is. */
export interface DeliveryMessage {
  accountId: string;
  callbackId: number;
  eventAt: number;
  messageId: string;
  /** The delivery's token when this message was sent; a message with an older one is a stale copy. */
  token: number;
}

/** One change of a stored item, as the table's stream reports it (decoded by shared/adapters/dynamodb/stream.ts). */
export interface ItemChange {
  /** The item's kind: `client`, `document`, `category`, `callback`... */
  kind: string;
  inserted: boolean;
  /** A soft delete's moved copy: its insert is the delete event. */
  tombstone: boolean;
  next: Record<string, unknown>;
  before?: Record<string, unknown>;
  /** Epoch ms of the change. */
  at: number;
  /** The stream record's id: stable when the stream hands the record over again. */
  sourceId: string;
}
