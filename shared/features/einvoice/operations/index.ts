import { documentsCii } from './cii.ts';
import { documentsLifecycle } from './lifecycle.ts';
import { documentsPeppol } from './peppol.ts';
import { documentsTransmit } from './transmit.ts';
import { documentsUbl } from './ubl.ts';

/** The einvoice feature's API operations (shared/operations.ts lists every feature's). */
export const einvoiceOperations = [
  documentsUbl,
  documentsCii,
  documentsPeppol,
  documentsTransmit,
  documentsLifecycle,
] as const;
