import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { pagesPay } from '../../shared/features/online-payments/operations/page-pay.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesPay, { ...dynamoPorts, paymentProvider: paymentProviders });
