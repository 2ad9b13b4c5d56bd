import { referenceDocs } from '../../shared/features/reference/operations/docs.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(referenceDocs, {});
