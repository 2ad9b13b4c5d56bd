import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { recurringUpdate } from '../../shared/features/recurring/operations/update.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(recurringUpdate, { ...changePorts, recurring: recurringStore });
