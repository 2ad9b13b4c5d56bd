import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Children of the local service. They stay in the service's process group (never detached),
 * so killing the group stops everything; a clean stop ends them too, and so does an exit
 * through an uncaught error.
 */
const children = new Set<ChildProcess>();

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export function startChild(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return adoptChild(spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: false }));
}

/** Counts a child started elsewhere among the service's own, so it stops with them. */
export function adoptChild(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function stopChildren(graceMs = 5000): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child, graceMs)));
}

export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A port free on loopback right now (for programs that cannot be given port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the first line of a child's output that matches, or rejects when it exits first. */
/**
 * How long a local emulator may take to be ready: three minutes by default, since a busy
 * machine (CI running the tests beside it) starts a JVM far slower than an idle one; a wait
 * that ends says which emulator was not ready. `INVOICING_START_TIMEOUT_SECONDS` sets it.
 */
export const readinessTimeoutMs = (): number => Number(process.env.INVOICING_START_TIMEOUT_SECONDS ?? 180) * 1000;

export function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs: number,
  what: string,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) finish(() => resolve(match));
    };
    const onExit = (code: number | null) =>
      finish(() => reject(new Error(`${what} exited (${code}) before it was ready:\n${seen.slice(-2000)}`)));
    const timer = setTimeout(
      () => finish(() => reject(new Error(`${what} was not ready after ${timeoutMs} ms:\n${seen.slice(-2000)}`))),
      timeoutMs,
    );
    const finish = (then: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      then();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}
