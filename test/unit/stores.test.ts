import { expect, it } from 'vitest';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import type { Ports, Stores } from '../../shared/features/ports.ts';
import { storeContract } from '../contract/stores.ts';
import { fakePorts } from '../support/fakes.ts';

storeContract('the in-memory fakes', () => fakePorts().ports);

// The ports a composition root adds to the stores: the type checker refuses this list short of one.
const outside = {
  queue: true,
  mail: true,
  receivers: true,
  files: true,
  exportFiles: true,
  platform: true,
  paymentProvider: true,
  storedFiles: true,
  archive: true,
} satisfies Record<Exclude<keyof Ports, keyof Stores>, true>;

it('has a fake of every port, found in the features (each <feature>/fake.ts), and of nothing else', () => {
  expect(Object.keys(fakePorts().ports).sort()).toEqual([...Object.keys(dynamoStores), ...Object.keys(outside)].sort());
});
