import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { accountPaymentsDelete } from '../../shared/features/online-payments/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPaymentsDelete, { ...apiPorts, providerRecords: providerStore });
