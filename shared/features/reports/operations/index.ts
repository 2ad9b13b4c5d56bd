import { reportPayables } from './payables.ts';
import { reportReceivables } from './receivables.ts';
import { reportRevenue } from './revenue.ts';
import { reportVat } from './vat.ts';

/** The reports feature's API operations (shared/operations.ts lists every feature's). */
export const reportsOperations = [reportReceivables, reportPayables, reportVat, reportRevenue] as const;
