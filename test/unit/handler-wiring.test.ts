/**
 * A handler hands its operation's run exactly the stores the run asks for (docs/architecture.md,
 * "Layers"): the type checker refuses one missing and one extra. `tsc` fails this file should
 * `changeHandler` ever accept either (each `@ts-expect-error` would then be unused).
 */
import { describe, expect, it } from 'vitest';
import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { clientsCreate } from '../../shared/features/clients/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

describe("a handler's wiring", () => {
  it("is held to its run's stores by the type checker: none missing, none extra", () => {
    const exact = () =>
      changeHandler(clientsCreate, { ...changePorts, clients: clientsStore, sequences: sequencesStore });
    // @ts-expect-error the run asks for the sequences too
    const missing = () => changeHandler(clientsCreate, { ...changePorts, clients: clientsStore });
    const stores = { clients: clientsStore, sequences: sequencesStore };
    // @ts-expect-error the run does not ask for the bank's store
    const extra = () => changeHandler(clientsCreate, { ...changePorts, ...stores, bank: bankStore });
    expect(typeof exact()).toBe('function');
    expect([missing, extra].map((f) => typeof f)).toEqual(['function', 'function']);
  });

  it('refuses to make the handler of a change without its Idempotency-Key middleware', () => {
    expect(() => apiHandler(clientsCreate, { ...apiPorts, clients: clientsStore, sequences: sequencesStore })).toThrow(
      /clients\.create takes Idempotency-Key: use changeHandler/,
    );
  });
});
