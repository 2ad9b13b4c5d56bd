import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsUbl } from '../../shared/features/einvoice/operations/ubl.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsUbl, dynamoPorts);
