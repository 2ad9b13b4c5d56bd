/**
 * Child process entry: the SQS emulator (fauxqs) on loopback only. It prints its port once
 * listening. Started as its own process so that a fault test can kill it like a real outage.
 */
import { mkdirSync } from 'node:fs';
import { type BuildAppOptions, buildApp } from 'fauxqs';
import { S3StoreOnDisk } from './s3-on-disk.ts';
import { enforceS3Signatures } from './s3-signatures.ts';
import { enforceSqsLimits } from './sqs-limits.ts';
import { SqsStoreOnDisk } from './sqs-on-disk.ts';

// S3's objects and SQS's messages kept on disk when given folders (`npm start`: under the data
// folder), so that they outlast a restart or a crash as AWS keeps them; in memory for the tests.
const s3Dir = process.env.S3_DATA_DIR;
if (s3Dir) mkdirSync(s3Dir, { recursive: true });
const sqsDir = process.env.SQS_DATA_DIR;
const stores = {
  ...(s3Dir ? { s3Store: new S3StoreOnDisk(s3Dir) } : {}),
  ...(sqsDir ? { sqsStore: new SqsStoreOnDisk(sqsDir) } : {}),
} as unknown as BuildAppOptions['stores'];
const app = buildApp({ logger: false, host: '127.0.0.1', stores });
// As strict as SQS on the limits the service relies on (the emulator alone is lenient).
enforceSqsLimits(app, Number(process.env.SQS_IN_FLIGHT_CAP ?? 120_000));
// And its S3 as strict as S3 on signatures: an export's link is served only while it holds.
enforceS3Signatures(app);
const address = await app.listen({ port: Number(process.env.SQS_PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`fauxqs listening on ${address}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().finally(() => process.exit(0));
  });
}
// A parent that dies without stopping us (kill -9) must not leave us behind.
setInterval(() => {
  if (process.ppid === 1) process.exit(0);
}, 1000).unref();
