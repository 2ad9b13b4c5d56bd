import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { pagesCii } from '../../shared/features/sharing/operations/page-cii.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesCii, dynamoPorts);
