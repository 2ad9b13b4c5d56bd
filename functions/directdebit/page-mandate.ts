import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { pagesMandate } from '../../shared/features/directdebit/operations/page-mandate.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesMandate, dynamoPorts);
