import { referenceDocs } from './docs.ts';
import { referenceOpenapi } from './openapi.ts';
import { referenceRenderer } from './renderer.ts';

/** The reference feature's API operations (shared/operations.ts lists every feature's). */
export const referenceOperations = [referenceOpenapi, referenceDocs, referenceRenderer] as const;
