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

/** An account as the domain reads it. */
export interface Account {
  company: string;
  /** ISO 4217: the currency of documents whose client names none. */
  currency: string;
}
