import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Operation } from '../../shared/kernel/operation.ts';
import { operations as declared } from '../../shared/operations.ts';
import { openApiDocument } from '../../shared/renderers/openapi/openapi.ts';

/** Every operation that takes a JSON body shows an example of one in the API description, and the example is one it takes. */
const operations: readonly Operation[] = declared;

describe('the JSON examples of the API description (docs/api.md §11)', () => {
  const withBody = operations.filter((op) => op.input && (op.body === 'json' || op.body === 'optional-json'));

  it('gives every JSON body an example', () => {
    expect(withBody.filter((op) => op.example === undefined).map((op) => op.name)).toEqual([]);
  });

  it.each(withBody.map((op) => [op.name, op] as const))('%s takes its own example', (_name, op) => {
    const parsed = z.safeParse(op.input!, op.example);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('puts each example under its request body', () => {
    const document = openApiDocument(operations) as unknown as {
      paths: Record<
        string,
        Record<string, { operationId: string; requestBody?: { content: Record<string, { example?: unknown }> } }>
      >;
    };
    const shown = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.requestBody?.content['application/json']?.example !== undefined)
      .map((op) => op.operationId);
    expect(shown.sort()).toEqual(withBody.map((op) => op.name).sort());
  });
});
