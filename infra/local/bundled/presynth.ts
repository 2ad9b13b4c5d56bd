/**
 * Synthesizes the local stage and bundles its functions ahead of a start with
 * `INVOICING_RUNTIME=bundled` (`.ci/run` runs it before the bundled acceptance run): the start then
 * finds the bundles made. It reads the local rules from the environment as `npm start` does
 * (infra/local/start.ts), so that the context, and so the cached synthesis, is the same.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_STAGE, synthContext } from './runtime.ts';
import { synthesize } from './synth.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const out = await synthesize(
  projectRoot,
  LOCAL_STAGE,
  synthContext({
    retrySchedule: process.env.WEBHOOK_RETRY_SCHEDULE,
    allowPrivateCallbacks: (process.env.WEBHOOK_ALLOW_PRIVATE ?? 'true') === 'true',
  }),
);
process.stdout.write(`Synthesized: ${out}\n`);
