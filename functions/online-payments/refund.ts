import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { paymentsRefund } from '../../shared/features/online-payments/operations/refund.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsRefund, { ...dynamoPorts, paymentProvider: paymentProviders });
