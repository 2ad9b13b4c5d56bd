import { lateFeesCreate } from './create.ts';

/** The latefees feature's API operations (shared/operations.ts lists every feature's). */
export const latefeesOperations = [lateFeesCreate] as const;
