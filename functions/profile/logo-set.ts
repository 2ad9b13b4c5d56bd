import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { accountLogoSet } from '../../shared/features/profile/operations/logo-set.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(accountLogoSet, { ...changePorts });
