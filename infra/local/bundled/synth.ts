import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startChild } from '../processes.ts';

/** What the template and its bundles are made from: a change to any of these synthesizes again. */
const SOURCES = ['functions', 'shared', 'infra', 'package-lock.json', 'cdk.json', 'tsconfig.json'];

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (relative(root, full).startsWith(join('infra', 'local'))) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, join(path, name)));
}

/** A digest of the sources and the context: the synthesized stack it names is the one they make. */
function digest(root: string, context: Record<string, string>): string {
  const hash = createHash('sha256').update(JSON.stringify(context));
  for (const file of SOURCES.flatMap((path) => filesUnder(root, path)))
    hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Synthesizes the stage with the CDK CLI, as `cdk deploy` would before uploading: the template
 * and every function's esbuild bundle (cdk-nag left out: it changes nothing synthesized). The
 * output is kept under build/bundled by the digest of its sources, so an unchanged tree starts
 * without synthesizing again.
 */
export async function synthesize(root: string, stage: string, context: Record<string, string>): Promise<string> {
  const cache = join(root, 'build', 'bundled');
  const outDir = join(cache, digest(root, { stage, ...context }));
  if (existsSync(join(outDir, '.complete'))) return outDir;
  if (existsSync(cache))
    for (const old of readdirSync(cache)) rmSync(join(cache, old), { recursive: true, force: true });
  const args = ['synth', '-c', `stage=${stage}`, '-c', 'nag=false', '-o', outDir, '--quiet', '--no-notices'];
  for (const [key, value] of Object.entries(context)) args.push('-c', `${key}=${value}`);
  process.stdout.write(`Synthesizing the ${stage} stage and bundling its functions (cdk synth)...\n`);
  const child = startChild(join(root, 'node_modules', '.bin', 'cdk'), args, {
    cwd: root,
    env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`cdk synth failed (${code}):\n${output.slice(-4000)}`);
  writeFileSync(join(outDir, '.complete'), new Date().toISOString());
  return outDir;
}
