import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { pagesAccept } from '../../shared/features/sharing/operations/page-accept.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesAccept, dynamoPorts);
