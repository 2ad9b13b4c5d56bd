import { accountPaymentsGet } from './get.ts';
import { accountPaymentsPut } from './put.ts';

/** The online payments feature's API operations (shared/operations.ts lists every feature's). */
export const onlinePaymentsOperations = [accountPaymentsPut, accountPaymentsGet] as const;
