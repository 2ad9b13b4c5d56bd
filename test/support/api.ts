import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { startGateway } from '../../infra/local/gateway.ts';
import { sourceRuntime } from '../../infra/local/lambda.ts';
import { allPorts as deps } from '../../infra/local/ports.ts';
import { createAccount, type NewAccount } from '../../shared/features/accounts/service.ts';
import { allFunctions, operations } from '../../shared/operations.ts';
import { undescribedRequest, undocumented, undocumentedText } from './documented.ts';

let counter = 0;
/** A new account with a unique company name: tests never share data. */
export const newAccount = (prefix = 'Test'): Promise<NewAccount> => {
  counter += 1;
  return createAccount(deps, `${prefix} ${process.pid} ${counter} ${Date.now()}`);
};

export interface Call {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * The local API Gateway in this test process, in front of the real handlers and DynamoDB
 * Local; `api(token)` calls it over HTTP.
 */
export function useApi() {
  let server: Server;
  const state = { baseUrl: '' };
  beforeAll(async () => {
    const started = await startGateway(operations, sourceRuntime(allFunctions), 0, '127.0.0.1');
    server = started.server;
    state.baseUrl = started.baseUrl;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = async (
    method: string,
    path: string,
    opts: { token?: string; json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<Call> => {
    const headers: Record<string, string> = {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    };
    let body = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(state.baseUrl + path, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    // The path as fetch sent it: dot segments (`/d/./accept`) are resolved before it leaves.
    const url = new URL(state.baseUrl + path);
    const sent = `${url.pathname}${url.search}`;
    const problems = [
      ...(json === undefined
        ? []
        : undocumented(method, sent, res.status, res.headers.get('content-type') ?? '', json)),
      ...undocumentedText(method, sent, res.status, res.headers.get('content-type') ?? '', text),
      ...undescribedRequest(method, sent, res.status, opts.json),
    ];
    if (problems.length)
      throw new Error(`The answer (${res.status}) differs from the API description:\n${problems.join('\n')}`);
    return { status: res.status, headers: res.headers, text, json };
  };
  return {
    state,
    call,
    as:
      (token: string) =>
      (method: string, path: string, opts: Omit<Parameters<typeof call>[2], 'token'> = {}) =>
        call(method, path, { ...opts, token }),
  };
}

/** A caller bound to one token, as `useApi().as(token)` gives it. */
export type Caller = ReturnType<ReturnType<typeof useApi>['as']>;
