import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { catalogCreate } from '../../shared/features/catalog/operations/create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(catalogCreate, { ...changePorts, catalog: catalogStore });
