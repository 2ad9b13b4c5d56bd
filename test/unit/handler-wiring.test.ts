/**
 * A handler hands its operation's run exactly the stores the run asks for (docs/architecture.md,
 * "Layers"): the type checker refuses one missing and one extra. `tsc` fails this file should
 * `apiHandler` ever accept either (each `@ts-expect-error` would then be unused).
 */
import { describe, expect, it } from 'vitest';
import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { clientsCreate } from '../../shared/features/clients/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

describe("a handler's wiring", () => {
  it("is held to its run's stores by the type checker: none missing, none extra", () => {
    const exact = () => apiHandler(clientsCreate, { ...apiPorts, clients: clientsStore, sequences: sequencesStore });
    // @ts-expect-error the run asks for the sequences too
    const missing = () => apiHandler(clientsCreate, { ...apiPorts, clients: clientsStore });
    const extra = () =>
      // @ts-expect-error the run does not ask for the bank's store
      apiHandler(clientsCreate, { ...apiPorts, clients: clientsStore, sequences: sequencesStore, bank: bankStore });
    expect(typeof exact()).toBe('function');
    expect([missing, extra].map((f) => typeof f)).toEqual(['function', 'function']);
  });
});
