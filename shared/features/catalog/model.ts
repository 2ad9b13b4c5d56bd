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
  /** An inventory entry whose stock may go below 0 (docs/api.md §21). */
  AllowNegativeStock?: boolean;
  /** A movement taking StockQuantity to or below it sends `catalog.lowstock`. */
  StockAlert?: number;
  /** How many stock movements it has had: the last one's `seq`. */
  stockSeq?: number;
  /** An expense category's ledger account in the FEC (default 606000). */
  Account?: string;
}
