import { paymentsCreate } from './create.ts';
import { paymentsDelete } from './delete.ts';
import { paymentsGet } from './get.ts';
import { paymentsList } from './list.ts';

/** The payments feature's API operations (shared/operations.ts lists every feature's). */
export const paymentsOperations = [paymentsCreate, paymentsGet, paymentsList, paymentsDelete] as const;
