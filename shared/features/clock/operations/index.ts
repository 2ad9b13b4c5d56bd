import { accountClockGet } from './get.ts';
import { accountClockUpdate } from './update.ts';

/** The clock feature's API operations (shared/operations.ts lists every feature's). */
export const clockOperations = [accountClockGet, accountClockUpdate] as const;
