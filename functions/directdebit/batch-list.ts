import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { directDebitStore } from '../../shared/adapters/dynamodb/directdebit-store.ts';
import { directDebitBatchList } from '../../shared/features/directdebit/operations/batch-list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(directDebitBatchList, { ...apiPorts, directDebits: directDebitStore });
