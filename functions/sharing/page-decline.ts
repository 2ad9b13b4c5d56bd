import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { pagesDecline } from '../../shared/features/sharing/operations/page-decline.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesDecline, dynamoPorts);
