import { callbacksXmlIn } from './xml-in.ts';

/** The webhooks feature's API operations (shared/operations.ts lists every feature's). */
export const webhooksOperations = [callbacksXmlIn] as const;
