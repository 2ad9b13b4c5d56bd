import { accountPaymentsDelete } from './delete.ts';
import { accountPaymentsGet } from './get.ts';
import { pagesPay } from './page-pay.ts';
import { documentsPaylink } from './paylink.ts';
import { accountPaymentsPut } from './put.ts';
import { paymentsRefund } from './refund.ts';
import { providerWebhook } from './webhook.ts';

/** The online payments feature's API operations (shared/operations.ts lists every feature's). */
export const onlinePaymentsOperations = [
  accountPaymentsPut,
  accountPaymentsGet,
  documentsPaylink,
  pagesPay,
  providerWebhook,
  paymentsRefund,
  accountPaymentsDelete,
] as const;
