/** One movement of an inventory entry's stock (docs/api.md §21): what a document took or gave back. */
export interface StockMovement {
  accountId: string;
  /** The catalog entry's Name. */
  name: string;
  /** Its place among the entry's movements: 1, 2, 3... (the entry's `stockSeq` after it). */
  seq: number;
  Date: string;
  /** Negative: taken by an issued invoice; positive: given back by a credit note or a cancel. */
  Quantity: number;
  /** The Number of the document that moved it. */
  Document: string;
  /** The entry's StockQuantity right after it. */
  Balance: number;
  at: number;
}
