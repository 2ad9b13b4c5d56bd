import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { catalogMovements } from '../../shared/features/stock/operations/movements.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(catalogMovements, dynamoPorts);
