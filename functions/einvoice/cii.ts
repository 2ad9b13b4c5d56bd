import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsCii } from '../../shared/features/einvoice/operations/cii.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsCii, dynamoPorts);
