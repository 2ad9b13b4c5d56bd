/**
 * Operator commands. `account create --company NAME` makes an account and prints
 * `{"company","accountId","userId","token"}` on one line. `profile set --company NAME --json
 * '{"LegalName":...}'` sets fields of its seller profile (checked as the API checks them) and
 * prints the whole profile. `replay-stream-failures` hands the stream batches the stream
 * worker's mapping gave up on to the worker again, while the stream still holds them (24 hours),
 * and prints `{"replayed","records","expired","failed"}`. `reports rebuild --company NAME`
 * recomputes the account's report totals from its documents (docs/reports.md) and prints
 * `{"accountId","documents"}`. `documents check --company NAME [--repair]` finds what an earlier
 * version stored that the API no longer lets happen (a credit note issued without counting in
 * its invoice, an invoice paid, partial or cancelled that its money does not make so), sets right
 * what it safely can with `--repair`, and prints `{"accountId","faults":[...]}`; it exits 1 while
 * any is left. `purchases references --company NAME` keeps the payment reference of each of
 * the account's purchases where a bank debit finds it (purchases imported before 2026-12-04 have
 * none) and prints `{"accountId","purchases"}`.
 *
 * Where: by default the local service of INVOICING_DATA_DIR (its local.json names the
 * emulators); `--stage NAME` a deployed stage's table (`invoicing-NAME`), with the AWS
 * credentials and region of the environment.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Stores } from '../../shared/features/ports.ts';
import { Failure } from '../../shared/kernel/errors.ts';
import { stageTableName } from '../cdk/stages.ts';

const usage = [
  'usage: npm run --silent admin -- account create --company NAME [--email OWNER_EMAIL] [--currency EUR] [--stage NAME]',
  '       npm run --silent admin -- profile set --company NAME --json \'{"LegalName":"..."}\' [--stage NAME]',
  '       npm run --silent admin -- replay-stream-failures [--stage NAME]',
  '       npm run --silent admin -- reports rebuild --company NAME [--stage NAME]',
  '       npm run --silent admin -- documents check --company NAME [--repair] [--stage NAME]',
  '       npm run --silent admin -- purchases references --company NAME [--stage NAME]',
].join('\n');

/** What `npm start` wrote of the local service: where its emulators and files are. */
interface LocalService {
  baseUrl: string;
  dynamodb: { endpoint: string; table: string };
  sqs: { endpoint: string; queues?: Record<string, string> };
  streamFailures?: Record<string, string>;
}

function localService(): LocalService {
  const dataDir = resolve(process.env.INVOICING_DATA_DIR || '.data');
  const file = join(dataDir, 'local.json');
  if (!existsSync(file))
    throw new Error(
      `No local service found in ${dataDir} (no local.json): start it with npm start, or name a deployed --stage.`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as LocalService;
}

function target(stage: string | undefined) {
  if (stage) return { TABLE_NAME: stageTableName(stage) };
  const local = localService();
  return {
    TABLE_NAME: local.dynamodb.table,
    DYNAMODB_ENDPOINT: local.dynamodb.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  };
}

/** The commands that read or set right one account's stored data: what each prints, and its exit code. */
const ofAccount: Record<string, (deps: Stores, accountId: string, repair: boolean) => Promise<[object, number]>> = {
  'reports rebuild': async (deps, accountId) => {
    const { rebuildTotals } = await import('../../shared/features/reports/totals.ts');
    return [{ accountId, documents: await rebuildTotals(deps, accountId) }, 0];
  },
  'documents check': async (deps, accountId, repair) => {
    const { checkStoredDocuments } = await import('../../shared/features/documents/stored-check.ts');
    const faults = await checkStoredDocuments(deps, accountId, repair);
    return [{ accountId, faults }, faults.some((f) => !f.repaired) ? 1 : 0];
  },
  'purchases references': async (deps, accountId) => {
    const { keepPaymentReferences } = await import('../../shared/features/purchases/references.ts');
    return [{ accountId, purchases: await keepPaymentReferences(deps, accountId) }, 0];
  },
};

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      company: { type: 'string' },
      stage: { type: 'string' },
      email: { type: 'string' },
      currency: { type: 'string' },
      json: { type: 'string' },
      repair: { type: 'boolean' },
    },
  });
  const [noun, verb] = positionals;
  if (noun === 'replay-stream-failures' && !verb) {
    const report = await replayStreamFailuresOf(values.stage);
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return report.failed || report.expired ? 1 : 0;
  }
  const command = `${noun} ${verb}`;
  if (
    !['account create', 'profile set', ...Object.keys(ofAccount)].includes(command) ||
    !values.company ||
    (command === 'profile set' && !values.json)
  ) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  Object.assign(process.env, target(values.stage));
  const { dynamoStores: deps } = await import('../../shared/adapters/dynamodb/ports.ts');
  const accountIdOf = async (company: string) => {
    const accountId = await deps.accounts.accountIdOf(company);
    if (!accountId) throw new Error(`No account of the company "${company}".`);
    return accountId;
  };
  if (command === 'profile set') {
    const { parse } = await import('../../shared/kernel/validation.ts');
    const { profileInput } = await import('../../shared/features/profile/schema.ts');
    const { updateProfile } = await import('../../shared/features/profile/service.ts');
    const accountId = await accountIdOf(values.company);
    const profile = await updateProfile(
      deps,
      { accountId },
      parse(profileInput, JSON.parse(values.json ?? '{}'), 'The profile'),
    );
    process.stdout.write(`${JSON.stringify(profile)}\n`);
    return 0;
  }
  const run = ofAccount[command];
  if (run) {
    const [report, code] = await run(deps, await accountIdOf(values.company), values.repair ?? false);
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return code;
  }
  const { createAccount } = await import('../../shared/features/accounts/service.ts');
  const account = await createAccount(deps, values.company, { ownerEmail: values.email, currency: values.currency });
  process.stdout.write(`${JSON.stringify(account)}\n`);
  return 0;
}

/**
 * Deployed, the failed batches wait in the stage's `StreamFailures` queue and are handed to the
 * deployed stream function; locally, they wait in the runtime's file and the worker's code runs
 * here, against the local emulators.
 */
async function replayStreamFailuresOf(stage: string | undefined) {
  const { DynamoDBStreamsClient } = await import('@aws-sdk/client-dynamodb-streams');
  const { SQSClient, GetQueueUrlCommand } = await import('@aws-sdk/client-sqs');
  const replay = await import('./stream-replay.ts');
  if (stage) {
    const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
    const { functionNameOf, streamFailuresQueueName } = await import('../cdk/naming.ts');
    const sqs = new SQSClient({});
    const lambda = new LambdaClient({});
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: streamFailuresQueueName(stage) }));
    return replay.replayStreamFailures(
      replay.queuedFailures(sqs, QueueUrl!),
      new DynamoDBStreamsClient({}),
      async (event, failure) => {
        // Each batch back to the worker that gave it up: both stream workers share the queue.
        const FunctionName = failure.requestContext.functionArn ?? functionNameOf(stage, 'events.stream');
        const out = await lambda.send(new InvokeCommand({ FunctionName, Payload: JSON.stringify(event) }));
        if (out.FunctionError) throw new Error(`${FunctionName} failed: ${out.FunctionError}`);
        const text = Buffer.from(out.Payload ?? []).toString('utf8');
        return text && text !== 'null' ? JSON.parse(text) : undefined;
      },
    );
  }
  const local = localService();
  const { queueUrlVariable } = await import('../../shared/kernel/config.ts');
  Object.assign(process.env, target(undefined), {
    SQS_ENDPOINT: local.sqs.endpoint,
    PUBLIC_BASE_URL: local.baseUrl,
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...Object.fromEntries(Object.entries(local.sqs.queues ?? {}).map(([name, url]) => [queueUrlVariable(name), url])),
  });
  const { LOCAL_CREDENTIALS, LOCAL_REGION } = await import('../local/environment.ts');
  const { workers } = await import('../../shared/operations.ts');
  const streams = new DynamoDBStreamsClient({
    endpoint: local.dynamodb.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  // Locally each stream worker files its own failures: each file goes back to its own worker.
  const total = { replayed: 0, records: 0, expired: 0, failed: 0 };
  for (const [name, file] of Object.entries(local.streamFailures ?? {})) {
    const worker = workers.find((w) => w.name === name);
    if (!worker) continue;
    const { handler } = (await import(`../${worker.handler}`)) as { handler: (event: unknown) => Promise<unknown> };
    const report = await replay.replayStreamFailures(replay.filedFailures(file), streams, async (event) => {
      const result = await handler(event);
      return (result ?? undefined) as { batchItemFailures?: unknown[] } | undefined;
    });
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += report[key];
  }
  return total;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `admin: ${error instanceof Failure || error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
