import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { recurringPause } from '../../shared/features/recurring/operations/pause.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(recurringPause, { ...changePorts, recurring: recurringStore });
