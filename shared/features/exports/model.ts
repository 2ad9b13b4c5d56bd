/** What an export makes (docs/exports.md). */
export const exportKinds = ['fec', 'invoices_csv', 'payments_csv', 'audit'] as const;
/** An export's kind. */
export type ExportKind = (typeof exportKinds)[number];

/** Where an export stands: its file being written, written, or given up on. */
export type ExportStatus = 'running' | 'done' | 'failed';

/** An export job, kept in the table; its file is in the exports bucket under `key`. */
export interface ExportJob {
  accountId: string;
  exportId: number;
  /** Its Kind (the item's own `kind` says what item it is). */
  format: ExportKind;
  /** `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  status: ExportStatus;
  /** Data lines written (the header is not one). */
  rows: number;
  /** Documents left out (the FEC: those not in EUR). */
  skipped: number;
  /** The file's name as downloaded. */
  fileName: string;
  createdAt: number;
  createdBy: number;
  /** Epoch ms the file was last written. */
  doneAt?: number;
  version: number;
}

/** One message of the exports queue: an export to write (again). */
export interface ExportMessage {
  accountId: string;
  exportId: number;
}
