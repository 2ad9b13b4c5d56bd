import { usePorts, type Ports } from '../ports.ts';
import { sqsQueue } from '../queue/sqs.ts';
import { accountsStore } from './accounts-store.ts';
import { callbacksStore } from './callbacks-store.ts';
import { catalogStore } from './catalog-store.ts';
import { clientsStore } from './clients-store.ts';
import { deliveriesStore } from './deliveries-store.ts';
import { documentsStore } from './documents-store.ts';
import { nextInSequence } from './sequences.ts';

/** The ports on AWS: DynamoDB for storage, SQS for queues. */
export const awsPorts: Ports = {
  accounts: accountsStore,
  sequences: { next: nextInSequence },
  clients: clientsStore,
  documents: documentsStore,
  catalog: catalogStore,
  callbacks: callbacksStore,
  deliveries: deliveriesStore,
  queue: sqsQueue,
};

/** Installs the AWS ports: every function's composition root calls this once. */
export const installAwsPorts = (): void => usePorts(awsPorts);
