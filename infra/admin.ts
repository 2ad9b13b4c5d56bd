/**
 * Operator commands. `account create --company NAME` makes an account and prints
 * `{"company","accountId","userId","token"}` on one line. `profile set --company NAME --json
 * '{"LegalName":...}'` sets fields of its seller profile (checked as the API checks them) and
 * prints the whole profile.
 *
 * Where: by default the local service of INVOICING_DATA_DIR (its local.json names the
 * emulators); `--stage NAME` a deployed stage's table (`invoicing-NAME`), with the AWS
 * credentials and region of the environment.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiError } from '../shared/errors.ts';
import { stageTableName } from './stages.ts';

const usage = [
  'usage: npm run --silent admin -- account create --company NAME [--email OWNER_EMAIL] [--currency EUR] [--stage NAME]',
  '       npm run --silent admin -- profile set --company NAME --json \'{"LegalName":"..."}\' [--stage NAME]',
].join('\n');

function target(stage: string | undefined) {
  if (stage) return { TABLE_NAME: stageTableName(stage) };
  const dataDir = resolve(process.env.INVOICING_DATA_DIR || '.data');
  const file = join(dataDir, 'local.json');
  if (!existsSync(file))
    throw new Error(
      `No local service found in ${dataDir} (no local.json): start it with npm start, or name a deployed --stage.`,
    );
  const local = JSON.parse(readFileSync(file, 'utf8')) as { dynamodb: { endpoint: string; table: string } };
  return {
    TABLE_NAME: local.dynamodb.table,
    DYNAMODB_ENDPOINT: local.dynamodb.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  };
}

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
    },
  });
  const [noun, verb] = positionals;
  const command = `${noun} ${verb}`;
  if (
    !['account create', 'profile set'].includes(command) ||
    !values.company ||
    (command === 'profile set' && !values.json)
  ) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  Object.assign(process.env, target(values.stage));
  (await import('../shared/store/ports.ts')).installDynamoPorts();
  if (command === 'profile set') {
    const { ports } = await import('../shared/ports.ts');
    const { parse } = await import('../shared/validation.ts');
    const { profileInput } = await import('../shared/profile/schema.ts');
    const { updateProfile } = await import('../shared/profile/service.ts');
    const accountId = await ports().accounts.accountIdOf(values.company);
    if (!accountId) throw new Error(`No account of the company "${values.company}".`);
    const profile = await updateProfile(
      { accountId },
      parse(profileInput, JSON.parse(values.json ?? '{}'), 'The profile'),
    );
    process.stdout.write(`${JSON.stringify(profile)}\n`);
    return 0;
  }
  const { createAccount } = await import('../shared/accounts/service.ts');
  const account = await createAccount(values.company, { ownerEmail: values.email, currency: values.currency });
  process.stdout.write(`${JSON.stringify(account)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `admin: ${error instanceof ApiError || error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
