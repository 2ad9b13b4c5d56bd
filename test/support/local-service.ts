import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { LOCAL_ARCHIVE_BUCKET } from '../../infra/local/environment.ts';
import { type Receiver, subscribe } from './receiver.ts';

/** A service `npm start` runs: its process, where it listens, its demo owner's token, what it printed. */
export interface LocalService {
  child: ChildProcess;
  baseUrl: string;
  token: string;
  output: () => string;
}

/** What a started service wrote of itself in its data folder (`local.json`, infra/local/start.ts). */
interface LocalJson {
  baseUrl: string;
  pid: number;
  demo: { accountId: string; token: string };
}
const localJsonOf = (dataDir: string): LocalJson => JSON.parse(readFileSync(join(dataDir, 'local.json'), 'utf8'));

/** `npm start` as a newcomer runs it, in its own process group like a terminal's job. */
export async function startService(dataDir: string, env: Record<string, string> = {}): Promise<LocalService> {
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', INVOICING_DATA_DIR: dataDir, ...env },
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const started = Date.now();
  while (!/Invoicing API listening on (\S+)/.test(output)) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    if (Date.now() - started > 60_000) throw new Error(`not ready within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const local = localJsonOf(dataDir);
  expect(output).toContain(`Invoicing API listening on ${local.baseUrl}`);
  return { child, baseUrl: local.baseUrl, token: local.demo.token, output: () => output };
}

/** Stops a started service as a terminal does, with `signal` to its whole process group, and waits for it. */
export async function interrupt(child: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, signal);
  await exited;
}

/** The machine's processes: the numbered folders of /proc. */
export const pids = () => readdirSync('/proc').filter((p) => /^\d+$/.test(p));

/**
 * A number of /proc/<pid>/stat after the command's parentheses (the command may hold any
 * character): 1 its parent, 2 its process group. Undefined once the process is gone.
 */
export const statOf = (pid: string, field: 1 | 2) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[field]);
  } catch {
    return undefined;
  }
};

/**
 * A crash of the service as a Lambda crashes: every process of `npm start` killed outright but
 * DynamoDB Local, which stands for a database AWS runs apart. DynamoDB Local answers a
 * transaction before its SQLite commit, so killing it with the rest can undo a write it had
 * acknowledged (docs/asynchronous-work.md, "Crash tests"); the next start ends it, idle by then.
 */
export async function crash(child: ChildProcess, dataDir: string) {
  const database = readFileSync(join(dataDir, 'dynamodb.pid'), 'utf8').trim();
  const exited = new Promise((r) => child.once('exit', r));
  for (const pid of pids()) if (pid !== database && statOf(pid, 2) === child.pid) process.kill(Number(pid), 'SIGKILL');
  await exited;
}

/**
 * The keys the service wrote to its local archive bucket, read from the emulator's files on disk
 * (infra/local/s3-on-disk.ts) without asking the service: an archive read through the API makes a
 * missing folder then (docs/api.md §22), so only the disk tells what the archive worker wrote.
 */
export const archivedKeys = (dataDir: string): string[] => {
  const bucket = join(dataDir, 's3', LOCAL_ARCHIVE_BUCKET);
  if (!existsSync(bucket)) return [];
  return readdirSync(bucket)
    .filter((name) => name.endsWith('.json'))
    .map((name) => (JSON.parse(readFileSync(join(bucket, name), 'utf8')) as { key: string }).key);
};

/** The demo owner's account of a started service's data folder. */
export const demoAccountOf = (dataDir: string): string => localJsonOf(dataDir).demo.accountId;

/**
 * Kills the SQS and S3 emulator of the service running in `dataDir` outright, as an outage of
 * those services would end it; the service starts it again (infra/local/supervise.ts).
 */
export function killEmulator(dataDir: string) {
  const servicePid = localJsonOf(dataDir).pid;
  const emulator = pids().find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('sqs-emulator') && statOf(pid, 1) === servicePid;
    } catch {
      return false;
    }
  });
  expect(emulator, 'the SQS emulator of the service').toBeDefined();
  process.kill(Number(emulator), 'SIGKILL');
}

/** Calls a started service as its demo owner; a body goes as given when it is text, else as JSON. */
export const callerOf =
  (service: { baseUrl: string; token: string }) =>
  async (method: string, path: string, body?: unknown, type = 'application/json') => {
    const res = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${service.token}`, 'content-type': type },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.status, text: await res.text() };
  };

/** A callback of the demo owner for `event` at the receiver's `path`, verified (`subscribe` in receiver.ts). */
export const verifiedCallback = (
  service: { baseUrl: string; token: string },
  receiver: Receiver,
  event: string,
  path: string,
) =>
  subscribe(
    async (body) => {
      const res = await fetch(`${service.baseUrl}/api/2.1/xml-in`, {
        method: 'POST',
        headers: { authorization: `OAuth ${service.token}` },
        body,
      });
      return { status: res.status, text: await res.text() };
    },
    receiver,
    event,
    path,
  );
