/**
 * What each bundled module costs to evaluate when a function starts cold (issue 50, item 3):
 * `node --import tsx bench/module-evaluation.ts functions/clients/create.ts [more handlers]`.
 * Each handler is bundled as the stack bundles it but not minified, so that esbuild's `// path`
 * comments mark where each module's code starts; a fresh Node process imports the bundle under
 * the CPU profiler, and the profile's line ticks are summed per package (or per folder of ours).
 * Compiling is not in these figures (V8 does not tick it to a line): only what modules run as
 * they load. Profiling slows the run, so read the figures against each other, not as times.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));

interface ProfileNode {
  callFrame: { url: string; lineNumber: number };
  hitCount?: number;
  positionTicks?: { line: number; ticks: number }[];
}

/** The package (`node_modules/zod`, `node_modules/@aws-sdk/core`) or our folder (`shared/kernel/validation.ts`) a path is in. */
const groupOf = (path: string): string => {
  const parts = path.split('/');
  if (parts[0] !== 'node_modules') return parts.slice(0, 3).join('/');
  return parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/');
};

/** Milliseconds of module evaluation per group, largest first, for one handler. */
export async function moduleEvaluation(handler: string): Promise<[string, number][]> {
  const dir = mkdtempSync(join(tmpdir(), 'invoicing-modules-'));
  const bundle = join(dir, 'index.mjs');
  await build({
    entryPoints: [join(root, handler)],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'silent',
  });
  const starts: [number, string][] = [];
  readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const path = /^\/\/ ((?:node_modules|shared|functions)\/\S+)$/.exec(line)?.[1];
      if (path) starts.push([i + 1, path]);
    });
  const importer = join(dir, 'import.mjs');
  writeFileSync(importer, `await import(${JSON.stringify(bundle)});\n`);
  spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', dir, importer], {
    stdio: 'ignore',
  });
  const profileFile = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!profileFile) throw new Error(`No CPU profile of ${handler}`);
  const profile = JSON.parse(readFileSync(join(dir, profileFile), 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    startTime: number;
    endTime: number;
  };
  const msPerTick = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const moduleAt = (line: number) => {
    let found = '(the bundle runtime)';
    for (const [start, path] of starts) {
      if (start > line) break;
      found = path;
    }
    return groupOf(found);
  };
  const costs = new Map<string, number>();
  const add = (group: string, ticks: number) => costs.set(group, (costs.get(group) ?? 0) + ticks * msPerTick);
  for (const node of profile.nodes) {
    if (!node.callFrame.url.endsWith('index.mjs')) continue;
    if (node.positionTicks) for (const tick of node.positionTicks) add(moduleAt(tick.line), tick.ticks);
    else add(moduleAt(node.callFrame.lineNumber + 1), node.hitCount ?? 0);
  }
  return [...costs].sort((a, b) => b[1] - a[1]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const handler of process.argv.slice(2)) {
    console.log(handler);
    for (const [group, ms] of (await moduleEvaluation(handler)).slice(0, 12))
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${group}`);
  }
}
