import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { directorySearch } from '../../shared/features/einvoice/operations/directory-search.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(directorySearch, { ...dynamoPorts, platform: httpPlatform });
