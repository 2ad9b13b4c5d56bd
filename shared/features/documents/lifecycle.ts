/**
 * The lifecycle of an e-invoice handed to a platform (docs/einvoicing.md): the statuses of the
 * French reform (XP Z12-012's codes, which Peppol access points map to their own), each with its
 * code. Names are the API's; codes are what a platform speaks.
 */
export const lifecycleCodes = {
  deposited: 200,
  issued: 201,
  received: 202,
  made_available: 203,
  in_hand: 204,
  approved: 205,
  partially_approved: 206,
  disputed: 207,
  suspended: 208,
  completed: 209,
  refused: 210,
  payment_sent: 211,
  cashed: 212,
  rejected: 213,
  targeted: 214,
  cancelled: 220,
  routing_error: 221,
  direct_payment_request: 224,
  factored: 225,
  factored_confidential: 226,
  payment_account_changed: 227,
  not_factored: 228,
} as const;

/** A lifecycle status, by name. */
export type LifecycleStatus = keyof typeof lifecycleCodes;

/** Every status name, for the schemas. */
export const lifecycleStatuses = Object.keys(lifecycleCodes) as [LifecycleStatus, ...LifecycleStatus[]];

/** The status a platform's code names, or undefined for a code we do not know. */
export const statusOfCode = (code: number): LifecycleStatus | undefined =>
  lifecycleStatuses.find((status) => lifecycleCodes[status] === code);

/** A platform's `rejected` ends a transmission: the document may be transmitted again (once its data is fixed). */
export const endsTransmission = (status: LifecycleStatus): boolean => status === 'rejected';

/**
 * After these the platform has nothing more to say of its own: polling stops. `completed` (209)
 * is not one: the buyer completes a partly approved invoice, and statuses follow it.
 */
export const finalStatuses: readonly LifecycleStatus[] = ['rejected', 'refused', 'cashed', 'cancelled'];

/** One status as a platform or a caller reports it. */
export interface LifecycleReport {
  status: LifecycleStatus;
  /** ISO 8601, with its zone. */
  at: string;
  reason?: string;
  /** `cashed`: the amount cashed, decimal text in the document's currency. */
  amount?: string;
  /** The id of the CDAR message that said it (`ExchangedDocument/ID`), when one did. */
  messageId?: string;
}

/** A hand-off of a document to the platform, as the document keeps it. */
export interface Transmission {
  /** The idempotency key of this hand-off: the platform takes it once, however often it is sent. */
  key: string;
  /** How many hand-offs the document had (a rejected one may be followed by another). */
  count: number;
  /** Epoch ms of the transmit request. */
  at: number;
  /** The platform's id of the flow, once it took the file. */
  flowId?: string;
  /** How many of the platform's statuses are recorded: a poll records only those after. */
  seen: number;
  /** How many polls were queued after the first: the one poll that moves it on queues the next, so a poll handled twice does not start a second chain. */
  polls?: number;
  /** The payments whose 212 `Encaissée` was sent to the platform (docs/api.md §19). */
  cashIns?: number[];
  /** Those of them reversed since, whose correction (a 212 of the amounts below zero) was sent. */
  withdrawn?: number[];
  /** The ids of the latest lifecycle messages the platform posted that were recorded (a repeat is recorded once). */
  messages?: string[];
  /** The latest status the platform gave, if any. */
  last?: LifecycleStatus;
}

/** A message of the platform queue: hand a file over, ask for statuses, or send our `cashed`. */
export interface PlatformMessage {
  kind: 'transmit' | 'poll' | 'cashed';
  accountId: string;
  type: 'invoice' | 'creditnote';
  number: string;
  /** The transmission it is for: a message of a superseded one is dropped. */
  key: string;
  /** A poll: how many came before it. */
  polls?: number;
}
