import type { Principal, Tabs } from '../../access/principal.ts';

/** A user as stored under its account; the token item holds a copy of its grants. */
export interface UserItem {
  userId: number;
  role: Principal['role'];
  email: string;
  tabs: Tabs;
  clients: number[];
  tokenHash: string;
  createdAt: number;
  /** Bumped by every change (optimistic locking). */
  version?: number;
}

/** What an account's clock is: its distance from the real time, and the zone its dates are in. */
export interface AccountTime {
  /** How far the account's clock runs ahead of the real time (ms); 0 until a test clock moves it. */
  clockOffsetMs: number;
  /** Whether a test clock moved it. */
  simulated: boolean;
  /** IANA zone of the seller profile; UTC when none is set. */
  timeZone: string;
}

/** An account as the domain reads it. */
export interface Account {
  company: string;
  /** ISO 4217: the currency of documents whose client names none. */
  currency: string;
}
