import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { remindersRemind } from '../../shared/features/reminders/operations/remind.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

export const handler = apiHandler(remindersRemind, { ...dynamoPorts, mail: sesMail, files: documentWriters });
