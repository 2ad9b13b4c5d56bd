import type { ChildProcess } from 'node:child_process';
import { log } from '../../shared/kernel/log.ts';
import { startSqsLocal } from './sqs-local.ts';

/**
 * The SQS emulator is a process of its own: should it die, it comes back on the same port and
 * `restored` runs (queues made again, what it held sent again from the delivery records).
 */
export function superviseSqsEmulator(
  child: ChildProcess,
  endpoint: string,
  stopping: () => boolean,
  restored: () => Promise<void>,
): void {
  child.once('exit', async () => {
    // A signal to the whole group reaches the emulator too: give our own handler the moment to say so.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (stopping()) return;
    log.warn('the SQS emulator exited; starting it again');
    try {
      const again = await startSqsLocal(Number(new URL(endpoint).port));
      superviseSqsEmulator(again.child, endpoint, stopping, restored);
      await restored();
    } catch (error) {
      log.error('the SQS emulator could not be started again', error);
    }
  });
}

/** Stops on SIGINT, SIGTERM, or when the parent (npm) is gone without passing its signal on. */
export function stopOnSignals(stop: (reason: string) => Promise<void>): void {
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop('parent exited');
  }, 1000).unref();
}
