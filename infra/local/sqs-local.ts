import { fileURLToPath } from 'node:url';
import { startChild, waitForOutput } from './processes.ts';

export interface SqsLocal {
  endpoint: string;
}

/** Starts the SQS emulator as a child on a free loopback port. */
export async function startSqsLocal(): Promise<SqsLocal> {
  const entry = fileURLToPath(new URL('./sqs-emulator.ts', import.meta.url));
  const child = startChild(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env } });
  const [, endpoint] = await waitForOutput(child, /fauxqs listening on (http:\/\/[\d.]+:\d+)/, 30_000, 'the SQS emulator');
  child.stdout?.resume();
  child.stderr?.resume();
  return { endpoint: endpoint! };
}
