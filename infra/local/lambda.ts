import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

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
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  const context: Context = {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LambdaTimeout(`${functionName} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([handler(event, context), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
