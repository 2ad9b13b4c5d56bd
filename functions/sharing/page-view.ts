import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { pagesView } from '../../shared/features/sharing/operations/page-view.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesView, dynamoPorts);
