import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { inject } from 'vitest';
import { useLocalEnvironment } from '../../infra/local/environment.ts';

// Each test file runs with what a deployed function finds in its environment, pointed at the emulators.
useLocalEnvironment({
  tableName: 'invoicing-test',
  dynamoEndpoint: inject('dynamoEndpoint'),
  sqsEndpoint: inject('sqsEndpoint'),
  cursorSigningKey: randomBytes(32).toString('base64'),
  outboxDir: join(inject('dataDir'), 'outbox'),
  quiet: true,
  // No test reaches the internet: a provider call goes nowhere unless a test starts the stand-in.
  providerUrl: 'http://127.0.0.1:9',
  queueUrls: new Map(Object.entries(inject('queueUrls'))),
});
// No stream worker runs beside these files' gateway: a report answers with the totals as they
// are rather than wait for one (test/integration/report-totals.test.ts runs the worker and polls).
process.env.REPORTS_SETTLE_MS = '0';

// The domain talks to DynamoDB Local and the SQS emulator; unit tests of services install fakes instead.
