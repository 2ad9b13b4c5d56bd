import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Context } from 'aws-lambda';
import { LambdaTimeout } from '../lambda.ts';
import { adoptChild } from '../processes.ts';

const bootstrap = fileURLToPath(new URL('./bootstrap.mjs', import.meta.url));

/** What a function's process is started with. */
export interface FunctionProcessSpec {
  name: string;
  assetDir: string;
  handler: string;
  timeoutSeconds: number;
  /** Its whole environment: nothing of the runtime's own leaks in. */
  environment: Record<string, string>;
  logFile: string;
}

export class FunctionError extends Error {}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One bundled function in its own Node.js process, started on first use (a cold start) and
 * kept warm. A call past the function's timeout kills the process, as Lambda ends a timed-out
 * sandbox; the next call starts a new one.
 */
export class FunctionProcess {
  private child?: ChildProcess;
  private ready?: Promise<ChildProcess>;
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly spec: FunctionProcessSpec) {}

  /** Starts the process (if it is not running) and waits until its handler is loaded. */
  start(): Promise<ChildProcess> {
    this.ready ??= new Promise((resolve, reject) => {
      const log = openSync(this.spec.logFile, 'a');
      const child = adoptChild(
        fork(bootstrap, [], {
          cwd: this.spec.assetDir,
          env: this.spec.environment,
          execArgv: [],
          stdio: ['ignore', log, log, 'ipc'],
        }),
      );
      this.child = child;
      child.on(
        'message',
        (message: {
          ready?: true;
          initError?: string;
          id?: string;
          ok?: boolean;
          result?: unknown;
          error?: { message: string };
        }) => {
          if (message.ready) return resolve(child);
          if (message.initError)
            return reject(new FunctionError(`${this.spec.name} failed to start: ${message.initError}`));
          const call = this.pending.get(message.id ?? '');
          if (!call) return;
          this.pending.delete(message.id!);
          clearTimeout(call.timer);
          if (message.ok) call.resolve(message.result);
          else call.reject(new FunctionError(`${this.spec.name} failed: ${message.error?.message}`));
        },
      );
      child.on('exit', (code, signal) => {
        if (this.child === child) {
          this.child = undefined;
          this.ready = undefined;
        }
        const error = new FunctionError(`${this.spec.name}'s process exited (${code ?? signal})`);
        reject(error);
        for (const [id, call] of this.pending) {
          clearTimeout(call.timer);
          this.pending.delete(id);
          call.reject(error);
        }
      });
    });
    return this.ready;
  }

  /** The handler the local gateway and pollers call: one invocation, sent to the process. */
  readonly handler = async (event: unknown, context: Context): Promise<unknown> => {
    const child = await this.start();
    const id = randomUUID();
    const timeoutMs = this.spec.timeoutSeconds * 1000;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new LambdaTimeout(`${this.spec.name} timed out after ${this.spec.timeoutSeconds} s`));
        // The sandbox is gone: the next call starts a new one rather than wait for this one's exit.
        if (this.child === child) {
          this.child = undefined;
          this.ready = undefined;
        }
        child.kill('SIGKILL');
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      child.send({ id, event, requestId: context.awsRequestId, deadline: Date.now() + timeoutMs });
    });
  };

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
