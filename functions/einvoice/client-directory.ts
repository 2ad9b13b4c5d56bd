import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { clientsDirectory } from '../../shared/features/einvoice/operations/client-directory.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(clientsDirectory, { ...dynamoPorts, platform: httpPlatform });
