import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useLocalEnvironment } from '../../infra/local/environment.ts';

// The unit project starts no emulator: the environment points at a port nothing listens on, so a
// unit test that reached for DynamoDB or SQS by mistake fails at once instead of passing slowly.
const nowhere = 'http://127.0.0.1:9';
useLocalEnvironment({
  tableName: 'invoicing-unit',
  dynamoEndpoint: nowhere,
  sqsEndpoint: nowhere,
  cursorSigningKey: randomBytes(32).toString('base64'),
  outboxDir: join(mkdtempSync(join(tmpdir(), 'invoicing-unit-')), 'outbox'),
  quiet: true,
});
