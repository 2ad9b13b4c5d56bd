import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { documentsSend } from '../../shared/features/mailing/operations/send.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

export const handler = apiHandler(documentsSend, { ...dynamoPorts, mail: sesMail, files: documentWriters });
