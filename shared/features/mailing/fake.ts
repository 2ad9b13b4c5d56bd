import { copy, type FakeWorld } from '../../../test/support/fake-world.ts';
import { documentWriters } from '../../renderers/writers.ts';
import type { Ports } from '../ports.ts';

/** The fake `mail` port of the unit tests: in memory, keeping the promises the services rely on. */
export const mailFake = (world: FakeWorld): Ports['mail'] => ({
  async send(mail) {
    world.mails.push(copy(mail));
  },
});

/** The fake `files` port of the unit tests: in memory, keeping the promises the services rely on. */
export const filesFake = (_world: FakeWorld): Ports['files'] => documentWriters;
