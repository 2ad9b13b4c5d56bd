import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { issuingStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { documentsSend } from '../../shared/features/mailing/operations/send.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

export const handler = apiHandler(documentsSend, {
  ...apiPorts,
  ...issuingStores,
  shares: sharesStore,
  mail: sesMail,
  files: documentWriters,
});
