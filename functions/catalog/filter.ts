import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { catalogFilter } from '../../shared/features/catalog/operations/filter.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(catalogFilter, { ...changePorts, catalog: catalogStore });
