import { randomBytes } from 'node:crypto';

/** A short random id for sub-objects (contacts, addresses): unique within their parent by a wide margin. */
export const shortId = (): string => randomBytes(6).toString('hex');
