import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { documentsUnshare } from '../../shared/features/sharing/operations/unshare.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsUnshare, { ...apiPorts, documents: documentsStore, shares: sharesStore });
