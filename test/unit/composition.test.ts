import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type Operation, operations, type Worker as WorkerSpec, workers } from '../../shared/operations.ts';

const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const portsOf = async (handler: string): Promise<string[]> => {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', join(root, 'test/support/installed-ports.worker.ts'), join(root, handler)],
    { env: { ...process.env, AWS_REGION: 'us-east-1' }, cwd: root },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
};

describe("each function's composition root", () => {
  it('installs, on its own, the ports its operation uses: storage, and the queue or mail where it sends', async () => {
    const specs = [...operations, ...workers] as (Operation | WorkerSpec)[];
    const missing: string[] = [];
    // A few at a time: each process loads its handler's module graph afresh.
    for (let i = 0; i < specs.length; i += 6) {
      await Promise.all(
        specs.slice(i, i + 6).map(async (spec) => {
          const installed = new Set(await portsOf(spec.handler));
          const needs = [
            ...(spec.table.length ? ['documents', 'accounts'] : []),
            ...(spec.sendsTo?.length ? ['queue'] : []),
            ...('sends' in spec && spec.sends === 'email' ? ['mail'] : []),
          ];
          for (const port of needs) if (!installed.has(port as never)) missing.push(`${spec.name}: ${port}`);
        }),
      );
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
