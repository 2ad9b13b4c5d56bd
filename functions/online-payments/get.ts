import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { accountPaymentsGet } from '../../shared/features/online-payments/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPaymentsGet, { ...apiPorts, providerRecords: providerStore });
