/** A catalog entry (also an expense category). Numbers are exact decimals of up to 15 digits. */
export interface Category {
  accountId: string;
  createdAt: number;
  folder: 'active' | 'deleted';
  version: number;
  /** The user whose request wrote this version (webhooks name them). */
  updatedBy: number;
  Name: string;
  Type?: string;
  Description?: string;
  CategoryName?: string;
  Price?: number;
  Currency?: string;
  Quantity?: number;
  Unit?: number;
  isTaxable?: boolean;
  VAT?: number;
  isInventory?: boolean;
  StockQuantity?: number;
  Barcode?: string;
  isExpense?: boolean;
  /** An expense category's ledger account in the FEC (default 606000). */
  Account?: string;
}
