import { spawnSync } from 'node:child_process';
import { copyFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { allPorts as deps } from '../infra/local/ports.ts';
import { MAIL_COMPOSER } from '../shared/adapters/ses/mime.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import type { Operation, Worker } from '../shared/kernel/operation.ts';
import { packageFile } from '../shared/kernel/package-files.ts';
import { operations, unmatchedRoute, workers } from '../shared/operations.ts';
import { BIDI, FONTKIT, pdfRuntimeFiles } from '../shared/renderers/pdf/fonts.ts';
import { againstFloor, ratioColumns, verdict } from './interval.ts';
import { type Bench, type Row, round } from './support.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The bundle the CDK stack builds (infra/cdk/stack.ts): ESM, minified, the SDK inside. */
export async function bundle(entry: string, outdir: string): Promise<string> {
  const outfile = join(outdir, 'index.mjs');
  await build({
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'silent',
  });
  // As the stack does for the functions that make PDFs and send: fontkit, pdf-lib, the fonts and
  // Nodemailer's composer beside the bundle.
  for (const file of pdfRuntimeFiles)
    copyFileSync(join(root, 'node_modules', file), join(outdir, file.split('/').pop()!));
  for (const built of [MAIL_COMPOSER, FONTKIT, BIDI]) {
    await build({
      entryPoints: [packageFile(built.module)],
      outfile: join(outdir, built.file),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      minify: true,
      logLevel: 'silent',
    });
  }
  return outfile;
}

export function eventFor(spec: Operation | Worker | typeof unmatchedRoute, token: string): unknown {
  if ('kind' in spec) return spec.kind === 'schedule' ? {} : { Records: [] };
  // The unknown route's function: a known path asked with a method it does not answer (405, `Allow`).
  const op = 'method' in spec ? spec : ({ method: 'GET', path: '/api/client/create', body: 'none' } as const);
  const pathParameters = Object.fromEntries(
    [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, name === 'type' ? 'invoice' : '1']),
  );
  return {
    version: '2.0',
    routeKey: `${op.method} ${op.path}`,
    rawPath: op.path,
    rawQueryString: '',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: 'bench' },
    pathParameters,
    requestContext: { http: { method: op.method, path: op.path }, domainName: 'bench', requestId: 'cold' },
    body: op.body === 'none' ? undefined : op.body === 'xml' ? '<request method="callback.list"/>' : '{}',
    isBase64Encoded: false,
  };
}

/** A fresh Node process loading a bundle and answering one event: its time, and the CPU time it used. */
export function coldStartOf(bundleFile: string, eventFile: string): { ms: number; cpuMs: number } {
  const start = performance.now();
  const out = spawnSync(process.execPath, [join(root, 'bench/cold-runner.mjs'), bundleFile, eventFile], {
    env: process.env,
    encoding: 'utf8',
  });
  const ms = performance.now() - start;
  if (out.status !== 0) throw new Error(`cold start of ${bundleFile} failed: ${out.stderr}`);
  const last = out.stdout.trim().split('\n').pop() ?? '{}';
  return { ms, cpuMs: Number((JSON.parse(last) as { cpuMs?: number }).cpuMs ?? 0) };
}

/** Milliseconds for a fresh Node process to load a bundle and answer one event. */
const coldStart = (bundleFile: string, eventFile: string): number => coldStartOf(bundleFile, eventFile).ms;

/** The cold-start target: a function within 1.25x of the floor. */
const TARGET = 1.25;

/**
 * Cold starts of a function and of the floor, taking turns, `runs` pairs at a time: more while the
 * ratio's interval spans the target, up to `upTo` pairs, so that a verdict is given where more
 * samples can give one (a single process's start varies by a third on two cores).
 */
function paired(
  bundleFile: string,
  eventFile: string,
  floorBundle: string,
  floorEvent: string,
  runs: number,
  upTo: number,
) {
  const fn: number[] = [];
  const floor: number[] = [];
  for (;;) {
    for (let i = 0; i < runs; i += 1) {
      floor.push(coldStart(floorBundle, floorEvent));
      fn.push(coldStart(bundleFile, eventFile));
    }
    const comparison = againstFloor(fn, floor, { inTurns: true });
    if (fn.length >= upTo || verdict({ ...ratioColumns(comparison), target: TARGET } as Row) !== 'unclear')
      return { comparison, pairs: fn.length };
  }
}

/**
 * Each function's cold start beside the floor's, `runs` pairs at a time up to `upTo` (every
 * `every`th function only: the quick run's sample); `BENCH_FUNCTIONS=<regex>` measures the
 * functions it names instead.
 */
export async function coldStarts(bench: Bench, runs: number, upTo: number, every = 1): Promise<Row[]> {
  const owner = await createAccount(deps, `Cold ${Date.now()}`);
  const floorBundle = await bundle('bench/floor-function.ts', join(bench.dataDir, 'bundle-floor'));
  const floorEvent = join(bench.dataDir, 'event-floor.json');
  writeFileSync(floorEvent, JSON.stringify({ headers: { authorization: 'x' } }));
  const rows: Row[] = [
    {
      section: 'cold start',
      name: 'floor bundle (SDK clients + GetItem)',
      value: round(statSync(floorBundle).size / 1024, 1),
      unit: 'KiB',
    },
  ];
  // `BENCH_FUNCTIONS=<regex>` measures only the functions whose names match (the e-invoice ones, say).
  const only = process.env.BENCH_FUNCTIONS ? new RegExp(process.env.BENCH_FUNCTIONS) : undefined;
  for (const spec of (
    [...operations, unmatchedRoute, ...workers] as (Operation | Worker | typeof unmatchedRoute)[]
  ).filter((s, i) => (only ? only.test(s.name) : i % every === 0))) {
    const file = await bundle(spec.handler, join(bench.dataDir, `bundle-${spec.name}`));
    const eventFile = join(bench.dataDir, `event-${spec.name}.json`);
    writeFileSync(eventFile, JSON.stringify(eventFor(spec, owner.token)));
    const { comparison, pairs } = paired(file, eventFile, floorBundle, floorEvent, runs, upTo);
    rows.push({
      section: 'cold start',
      name: spec.name,
      ...ratioColumns(comparison),
      unit: 'ms',
      target: TARGET,
      note: `${round(statSync(file).size / 1024, 1)} KiB bundle, ${pairs} pairs`,
    });
  }
  return rows;
}
