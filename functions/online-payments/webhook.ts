import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { providerWebhook } from '../../shared/features/online-payments/operations/webhook.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(providerWebhook, { ...dynamoPorts, paymentProvider: paymentProviders });
