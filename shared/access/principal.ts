/** Who is calling: one user of one account. */
export type Tab = 'Estimates' | 'Invoices' | 'Expenses';
/** Which tabs a staff user has open. */
export type Tabs = Record<Tab, boolean>;

/** The caller, as the token names them. */
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

/** Every tab open: the owner's grants. */
export const allTabs: Tabs = { Estimates: true, Invoices: true, Expenses: true };

/**
 * Acting as an account's owner where no request names a user: the service's own runs (user 0,
 * reminders), a page's client acts, or a named user's recurring profile.
 */
export const actingOwner = (accountId: string, userId = 0, company = ''): Principal => ({
  accountId,
  company,
  userId,
  role: 'owner',
  tabs: allTabs,
  clients: [],
});
