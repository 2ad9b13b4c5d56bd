import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readinessTimeoutMs, startChild, waitForOutput } from './processes.ts';

export interface SqsLocal {
  endpoint: string;
  child: ChildProcess;
}

/**
 * Starts the SQS emulator as a child on loopback: on `port` when given (a restart keeps its
 * address), else a free one; `env` adds to its environment (`SQS_DATA_DIR`, `S3_DATA_DIR`: keep
 * its messages and objects on disk there).
 */
export async function startSqsLocal(
  port = Number(process.env.SQS_PORT ?? 0),
  env: Record<string, string> = {},
): Promise<SqsLocal> {
  const entry = fileURLToPath(new URL('./sqs-emulator.ts', import.meta.url));
  const child = startChild(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env, SQS_PORT: String(port) },
  });
  const [, endpoint] = await waitForOutput(
    child,
    /fauxqs listening on (http:\/\/[\d.]+:\d+)/,
    readinessTimeoutMs(),
    'the SQS emulator',
  );
  child.stdout?.resume();
  child.stderr?.resume();
  return { endpoint: endpoint!, child };
}
