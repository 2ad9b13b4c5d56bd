import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { statementsPdf } from '../../shared/features/statements/operations/pdf.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(statementsPdf, dynamoPorts);
