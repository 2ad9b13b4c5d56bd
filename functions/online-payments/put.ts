import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { accountPaymentsPut } from '../../shared/features/online-payments/operations/put.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPaymentsPut, { ...apiPorts, providerRecords: providerStore });
