import { documentsSend } from './send.ts';

/** The mailing feature's API operations (shared/operations.ts lists every feature's). */
export const mailingOperations = [documentsSend] as const;
