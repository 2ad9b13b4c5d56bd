import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { outsideRequests } from '../../shared/kernel/request-scope.ts';
import { localArn } from './environment.ts';

/** The project's root, where handler paths of shared/operations.ts start. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LambdaHandler = (event: any, context: Context) => Promise<any>;

const loaded = new Map<string, Promise<LambdaHandler>>();

/** Imports a handler module once, as Lambda keeps a warm function's module loaded. */
export function loadHandler(path: string): Promise<LambdaHandler> {
  let handler = loaded.get(path);
  if (!handler) {
    handler = import(pathToFileURL(`${projectRoot}${path}`).href).then((module: { handler?: LambdaHandler }) => {
      if (typeof module.handler !== 'function') throw new Error(`${path} exports no handler`);
      return module.handler;
    });
    loaded.set(path, handler);
  }
  return handler;
}

export class LambdaTimeout extends Error {}

/** Calls a handler the way Lambda does: with a context, and a deadline after which it has failed. */
export async function invoke<T>(
  handler: LambdaHandler,
  event: unknown,
  functionName: string,
  timeoutMs: number,
  context: Context = lambdaContext(functionName, timeoutMs),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LambdaTimeout(`${functionName} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // As Lambda runs each invocation apart: no request's scope (its deadline, its claim) reaches another's work.
    return await Promise.race([outsideRequests(() => handler(event, context)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The context Lambda hands a function for one invocation, its deadline `timeoutMs` from now. */
export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: localArn('lambda', `function:${functionName}`),
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** How an event source mapping feeds its function: the batch size, and Lambda's event filter. */
export interface EventSourceSettings {
  batchSize?: number;
  maxConcurrency?: number;
  filter?: (record: unknown) => boolean;
}

/**
 * Where the local runtime's functions run: in this process from the TypeScript sources (the
 * default), or each from its synthesized bundle in a process of its own
 * (`INVOICING_RUNTIME=bundled`, infra/local/bundled/). The gateway and the pollers only ask
 * for a function by its manifest name.
 */
export interface FunctionRuntime {
  handlerOf(name: string): Promise<LambdaHandler>;
  /** The template's mapping settings for a worker, when the runtime runs the template. */
  eventSourceOf?(name: string): EventSourceSettings;
  stop(): Promise<void>;
}

/** The functions of the manifest, run in this process from their sources. */
export function sourceRuntime(functions: readonly { name: string; handler: string }[]): FunctionRuntime {
  const byName = new Map(functions.map((fn) => [fn.name, fn.handler]));
  return {
    handlerOf(name) {
      const path = byName.get(name);
      if (!path) return Promise.reject(new Error(`No function named ${name}`));
      return loadHandler(path);
    },
    stop: async () => undefined,
  };
}
