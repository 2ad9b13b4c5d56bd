/**
 * The access policy, in one place (docs/api.md §2): what each operation's access rule lets a
 * caller do, which tab a document type sits under, and which clients a staff user reaches.
 * The middleware applies the operation's rule before its run; the domain applies the rules that
 * depend on data (a document's type when it is not in the path, a record's client).
 */

import { forbidden } from '../kernel/errors.ts';
import type { Access } from '../kernel/operation.ts';
import type { Principal, Tab } from './principal.ts';

/** The tab each document type sits under. */
const tabOfDocument: Readonly<Record<string, Tab>> = {
  invoice: 'Invoices',
  estimate: 'Estimates',
  creditnote: 'Invoices',
};

const closed = (tab: Tab) => forbidden(`The ${tab} tab is not open to this user.`);

/** Refuses a staff user the tab of a document type; the owner has every tab. */
export function requireDocumentTab(principal: Principal, type: string): void {
  const tab = tabOfDocument[type];
  if (principal.role === 'staff' && tab && !principal.tabs[tab]) throw closed(tab);
}

/** An operation's access rule, applied to the caller; `documentType` is the path's `{type}`, when it has one. */
export function requireAccess(access: Access, principal: Principal, documentType: string | undefined): void {
  if (principal.role === 'owner') return;
  switch (access) {
    case 'owner':
      throw forbidden('Only the account owner may use this operation.');
    case 'staff-invoices':
      if (!principal.tabs.Invoices) throw closed('Invoices');
      return;
    case 'staff-expenses':
      if (!principal.tabs.Expenses) throw closed('Expenses');
      return;
    case 'staff-document':
      requireDocumentTab(principal, documentType ?? '');
      return;
    case 'staff':
    case 'public':
      return;
  }
}

/** Whether a principal may see a client (and its documents): the owner always, staff when assigned. */
export const mayReachClient = (p: Principal, clientId: number | undefined): boolean =>
  p.role === 'owner' || (clientId !== undefined && p.clients.includes(clientId));
