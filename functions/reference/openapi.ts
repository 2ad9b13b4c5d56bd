import { referenceOpenapi } from '../../shared/features/reference/operations/openapi.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(referenceOpenapi, {});
