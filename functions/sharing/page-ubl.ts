import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { pagesUbl } from '../../shared/features/sharing/operations/page-ubl.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesUbl, dynamoPorts);
