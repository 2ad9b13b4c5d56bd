/** Who is calling: one user of one account. */
export type Tab = 'Estimates' | 'Invoices' | 'Expenses';
export type Tabs = Record<Tab, boolean>;

export interface Principal {
  accountId: string;
  company: string;
  userId: number;
  role: 'owner' | 'staff';
  /** Staff only: which parts of the account the owner opened to them. */
  tabs: Tabs;
  /** Staff only: the client_ids they are assigned to. */
  clients: number[];
}

export const allTabs: Tabs = { Estimates: true, Invoices: true, Expenses: true };

/** The client_ids a principal may see, or `all`. */
export const clientScope = (p: Principal): 'all' | ReadonlySet<number> =>
  p.role === 'owner' ? 'all' : new Set(p.clients);

export const mayReachClient = (p: Principal, clientId: number | undefined): boolean =>
  p.role === 'owner' || (clientId !== undefined && p.clients.includes(clientId));
