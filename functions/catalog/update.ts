import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { catalogUpdate } from '../../shared/features/catalog/operations/update.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(catalogUpdate, { ...changePorts, catalog: catalogStore });
