import { documentsCii } from './cii.ts';
import { clientsDirectory } from './client-directory.ts';
import { directorySearch } from './directory-search.ts';
import { documentsLifecycle } from './lifecycle.ts';
import { platformMessagesList } from './messages-list.ts';
import { platformMessagesReceive } from './messages-receive.ts';
import { documentsPeppol } from './peppol.ts';
import { accountPlatformDelete } from './platform-delete.ts';
import { accountPlatformGet } from './platform-get.ts';
import { accountPlatformPut } from './platform-put.ts';
import { documentsTransmit } from './transmit.ts';
import { documentsUbl } from './ubl.ts';

/** The einvoice feature's API operations (shared/operations.ts lists every feature's). */
export const einvoiceOperations = [
  documentsUbl,
  documentsCii,
  documentsPeppol,
  documentsTransmit,
  documentsLifecycle,
  accountPlatformPut,
  accountPlatformGet,
  accountPlatformDelete,
  platformMessagesReceive,
  platformMessagesList,
  directorySearch,
  clientsDirectory,
] as const;
