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
