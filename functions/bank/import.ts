import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { directDebitStore } from '../../shared/adapters/dynamodb/directdebit-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { paymentsStore } from '../../shared/adapters/dynamodb/payments-store.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { bankImport } from '../../shared/features/bank/operations/import.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(bankImport, {
  ...changePorts,
  sequences: sequencesStore,
  documents: documentsStore,
  payments: paymentsStore,
  bank: bankStore,
  mandates: mandatesStore,
  directDebits: directDebitStore,
  purchases: purchasesStore,
  queue: sqsQueue,
  storedFiles: s3StoredFiles,
});
