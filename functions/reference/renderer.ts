import { referenceRenderer } from '../../shared/features/reference/operations/renderer.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(referenceRenderer, {});
