import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { pagesPdf } from '../../shared/features/sharing/operations/page-pdf.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesPdf, dynamoPorts);
