import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { accountPaymentsPut } from '../../shared/features/online-payments/operations/put.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(accountPaymentsPut, { ...changePorts, providerRecords: providerStore });
