import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { accountProfileUpdate } from '../../shared/features/profile/operations/update.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(accountProfileUpdate, { ...changePorts });
