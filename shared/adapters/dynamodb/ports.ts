import { type Ports, usePorts } from '../../features/ports.ts';
import { accountsStore } from './accounts-store.ts';
import { callbacksStore } from './callbacks-store.ts';
import { catalogStore } from './catalog-store.ts';
import { clientsStore } from './clients-store.ts';
import { deliveriesStore } from './deliveries-store.ts';
import { documentsStore } from './documents-store.ts';
import { limitsStore } from './limits-store.ts';
import { paymentsStore } from './payments-store.ts';
import { nextInSequence } from './sequences.ts';
import { sharesStore } from './shares-store.ts';

/** The storage ports on DynamoDB. */
export const dynamoPorts: Omit<Ports, 'queue' | 'mail'> = {
  accounts: accountsStore,
  sequences: { next: nextInSequence },
  clients: clientsStore,
  documents: documentsStore,
  catalog: catalogStore,
  payments: paymentsStore,
  shares: sharesStore,
  limits: limitsStore,
  callbacks: callbacksStore,
  deliveries: deliveriesStore,
};

/** Installs the storage ports: every function's composition root calls this once. */
export const installDynamoPorts = (): void => usePorts(dynamoPorts);
