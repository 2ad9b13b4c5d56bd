import { catalogMovements } from './movements.ts';

/** The stock feature's API operations (shared/operations.ts lists every feature's). */
export const stockOperations = [catalogMovements] as const;
