/**
 * In-memory implementations of the domain's ports (shared/features/ports.ts), for unit tests of the
 * services without DynamoDB: the collector of each feature's fake (`<feature>/fake.ts`), over one
 * shared state (test/support/fake-world.ts). They keep the ports' promises that the services rely
 * on: unique names (Conflict `taken`), optimistic versions (Conflict `changed`), soft deletes. Lists
 * answer one page of everything that matches, newest first: paging is the stores' own concern,
 * tested against DynamoDB Local.
 */
/// <reference types="vite/client" />
import { actingOwner } from '../../shared/access/principal.ts';
import { keepProvider } from '../../shared/features/online-payments/service.ts';
import type { Ports } from '../../shared/features/ports.ts';
import { type FakeWorld, fakeWorld } from './fake-world.ts';

// Each feature's fakes, found by their folder (`<feature>/fake.ts`, each export `<port>Fake`): a
// feature adds its file, nothing here.
const fakesOfFeatures = import.meta.glob<Record<string, (world: FakeWorld) => unknown>>(
  ['../../shared/features/*/fake.ts', '../../shared/access/fake.ts'],
  { eager: true },
);

/** Fakes of every port, and what they hold, for assertions. */
export function fakePorts() {
  const world = fakeWorld();
  const ports = Object.fromEntries(
    Object.values(fakesOfFeatures).flatMap((fakes) =>
      Object.entries(fakes).map(([name, fake]) => [name.replace(/Fake$/, ''), fake(world)]),
    ),
  ) as unknown as Ports;
  return { ports, ...world };
}

/** Connects a provider to `accountId` on fake ports (the signing key loaded first: its secrets are sealed). */
export const connectFakeProvider = (ports: Parameters<typeof keepProvider>[0], accountId: string) =>
  keepProvider(ports, actingOwner(accountId), {
    Provider: 'stripe',
    PublishableKey: 'pk_test_1',
    SecretKey: 'sk_test_1',
    WebhookSecret: 'whsec_1',
  });
