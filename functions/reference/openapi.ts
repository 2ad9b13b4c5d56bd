import { referenceOpenapi } from '../../shared/features/reference/operations/openapi.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';
import { operations } from '../../shared/operations.ts';

export const handler = publicHandler(referenceOpenapi, { operations });
