import { toNumber } from '../../kernel/money.ts';
import type { Profile } from './model.ts';

/** The profile as the API shows it: the late-payment charges as numbers, null when not set. */
export const profileRecord = ({ LatePaymentRate, RecoveryIndemnity, ...fields }: Profile) => ({
  ...fields,
  LatePaymentRate: LatePaymentRate ? toNumber(LatePaymentRate) : null,
  RecoveryIndemnity: RecoveryIndemnity ? toNumber(RecoveryIndemnity) : null,
});
