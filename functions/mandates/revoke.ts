import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { mandatesRevoke } from '../../shared/features/mandates/operations/revoke.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(mandatesRevoke, { ...changePorts, mandates: mandatesStore });
