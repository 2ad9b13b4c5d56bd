import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import { Conflict } from '../../kernel/errors.ts';
import type { Ports } from '../ports.ts';

/** The fake `callbacks` port of the unit tests: in memory, keeping the promises the services rely on. */
export const callbacksFake = (world: FakeWorld): Ports['callbacks'] => ({
  async insert(callback, cap) {
    if ([...world.callbacks.values()].filter((c) => c.accountId === callback.accountId).length >= cap) return false;
    world.callbacks.set(`${callback.accountId}/${callback.callbackId}`, copy(callback));
    return true;
  },
  async get(accountId, callbackId) {
    const found = world.callbacks.get(`${accountId}/${callbackId}`);
    return found && copy(found);
  },
  async all(accountId) {
    return [...world.callbacks.values()].filter((c) => c.accountId === accountId).map(copy);
  },
  async markVerified(callback) {
    const stored = world.callbacks.get(`${callback.accountId}/${callback.callbackId}`);
    if (!stored || stored.verifier !== callback.verifier) return false;
    stored.verified = true;
    delete stored.verifier;
    return true;
  },
  async requestVerification(callback) {
    const stored = world.callbacks.get(`${callback.accountId}/${callback.callbackId}`);
    if (!stored || stored.verified) throw new Conflict('changed');
    stored.verificationsSent += 1;
  },
  async remove(accountId, callbackId) {
    return world.callbacks.delete(`${accountId}/${callbackId}`);
  },
  async setSlowUntil(accountId, callbackId, until) {
    const stored = world.callbacks.get(`${accountId}/${callbackId}`);
    if (!stored) return;
    if (until === undefined) delete stored.slowUntil;
    else stored.slowUntil = until;
  },
});

/** The fake `deliveries` port of the unit tests: in memory, keeping the promises the services rely on. */
export const deliveriesFake = (world: FakeWorld): Ports['deliveries'] => ({
  async createOnce(delivery) {
    if (world.deliveries.has(world.placeKey(delivery))) return false;
    world.deliveries.set(world.placeKey(delivery), copy(delivery));
    return true;
  },
  async nextToken(place) {
    const d = world.deliveries.get(world.placeKey(place));
    if (d?.status !== 'pending') return undefined;
    d.token += 1;
    d.parked = false;
    return d.token;
  },
  async get(place) {
    const d = world.deliveries.get(world.placeKey(place));
    return d && copy(d);
  },
  async recordAttempt(place, attempt, status, dueAt, parked = false) {
    const d = world.deliveries.get(world.placeKey(place));
    if (!d) return;
    if (attempt) d.attempts.push(attempt);
    Object.assign(d, { status, dueAt, parked });
  },
  async pendingDue(dueBefore) {
    return [...world.deliveries.values()].filter((d) => d.status === 'pending' && d.dueAt < dueBefore).map(copy);
  },
  async history(accountId, callbackId) {
    return page(
      [...world.deliveries.values()].filter((d) => d.accountId === accountId && d.callbackId === callbackId).map(copy),
    );
  },
  async reopen(place, now) {
    const d = world.deliveries.get(world.placeKey(place));
    if (d?.status !== 'dropped') return undefined;
    Object.assign(d, { status: 'pending', attempts: [], dueAt: now, token: d.token + 1 });
    return d.token;
  },
});

/** The fake `queue` port of the unit tests: in memory, keeping the promises the services rely on. */
export const queueFake = (world: FakeWorld): Ports['queue'] => ({
  async send(queue, messages) {
    for (const message of messages) world.queued.push({ queue, message });
  },
  async setVisibility() {
    return true;
  },
});

/** The fake `receivers` port of the unit tests: in memory. Receivers that refuse nothing and never answer a POST: each delivery attempt fails. */
export const receiversFake = (world: FakeWorld): Ports['receivers'] => ({
  async refusal() {
    return undefined;
  },
  async post(uri, body) {
    world.posts.push({ uri, body });
    return { error: 'connection refused', ms: 1 };
  },
});
