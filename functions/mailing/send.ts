import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { issuingStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { documentsSend } from '../../shared/features/mailing/operations/send.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

export const handler = changeHandler(documentsSend, {
  ...changePorts,
  ...issuingStores,
  shares: sharesStore,
  mail: sesMail,
  files: documentWriters,
});
