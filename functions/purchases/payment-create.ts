import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { purchasesPaymentCreate } from '../../shared/features/purchases/operations/payment-create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesPaymentCreate, dynamoPorts);
