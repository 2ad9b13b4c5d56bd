import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { directDebitStore } from '../../shared/adapters/dynamodb/directdebit-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { workStore } from '../../shared/adapters/dynamodb/work-store.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { directDebitBatchCreate } from '../../shared/features/directdebit/operations/batch-create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(directDebitBatchCreate, {
  ...changePorts,
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
  mandates: mandatesStore,
  directDebits: directDebitStore,
  providerRecords: providerStore,
  paymentProvider: paymentProviders,
  storedFiles: s3StoredFiles,
  work: workStore,
});
