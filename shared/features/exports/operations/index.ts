import { exportCreate } from './create.ts';
import { exportGet } from './get.ts';

/** The exports feature's API operations (shared/operations.ts lists every feature's). */
export const exportsOperations = [exportCreate, exportGet] as const;
