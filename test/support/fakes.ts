/**
 * In-memory implementations of the domain's ports (shared/features/ports.ts), for unit tests of the
 * services without DynamoDB: the collector of each feature's fake (`<feature>/fake.ts`), over one
 * shared state (test/support/fake-world.ts). They keep the ports' promises that the services rely
 * on: unique names (Conflict `taken`), optimistic versions (Conflict `changed`), soft deletes. Lists
 * answer one page of everything that matches, newest first: paging is the stores' own concern,
 * tested against DynamoDB Local.
 */
import { limitsFake } from '../../shared/access/fake.ts';
import { accountsFake, sequencesFake } from '../../shared/features/accounts/fake.ts';
import { bankFake } from '../../shared/features/bank-entries/fake.ts';
import { catalogFake } from '../../shared/features/catalog/fake.ts';
import { clientsFake } from '../../shared/features/clients/fake.ts';
import { documentsFake } from '../../shared/features/documents/fake.ts';
import { platformFake } from '../../shared/features/einvoice/fake.ts';
import { exportFilesFake, exportsFake } from '../../shared/features/exports/fake.ts';
import { filesFake, mailFake } from '../../shared/features/mailing/fake.ts';
import { paymentsFake } from '../../shared/features/payments/fake.ts';
import type { Ports } from '../../shared/features/ports.ts';
import { recurringFake } from '../../shared/features/recurring/fake.ts';
import { reportsFake } from '../../shared/features/reports/fake.ts';
import { sharesFake } from '../../shared/features/sharing/fake.ts';
import { callbacksFake, deliveriesFake, queueFake, receiversFake } from '../../shared/features/webhooks/fake.ts';
import { fakeWorld } from './fake-world.ts';

/** Fakes of every port, and what they hold, for assertions. */
export function fakePorts() {
  const world = fakeWorld();
  const ports: Ports = {
    accounts: accountsFake(world),
    sequences: sequencesFake(world),
    clients: clientsFake(world),
    documents: documentsFake(world),
    recurring: recurringFake(world),
    shares: sharesFake(world),
    payments: paymentsFake(world),
    exports: exportsFake(world),
    platform: platformFake(world),
    exportFiles: exportFilesFake(world),
    reports: reportsFake(world),
    bank: bankFake(world),
    catalog: catalogFake(world),
    callbacks: callbacksFake(world),
    deliveries: deliveriesFake(world),
    queue: queueFake(world),
    limits: limitsFake(world),
    mail: mailFake(world),
    files: filesFake(world),
    receivers: receiversFake(world),
  };
  return { ports, ...world };
}
