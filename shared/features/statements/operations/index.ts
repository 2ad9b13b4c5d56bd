import { statementsGet } from './get.ts';
import { statementsPdf } from './pdf.ts';

/** The statements feature's API operations (shared/operations.ts lists every feature's). */
export const statementsOperations = [statementsGet, statementsPdf] as const;
