import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { accountPlatformPut } from '../../shared/features/einvoice/operations/platform-put.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(accountPlatformPut, { ...changePorts, platformRecords: platformStore });
