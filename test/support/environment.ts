import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { inject } from 'vitest';
import { installAwsPorts } from '../../shared/store/ports.ts';

// Each test file runs with what a deployed function finds in its environment, pointed at the emulators.
Object.assign(process.env, {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  TABLE_NAME: 'invoicing-test',
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  SQS_ENDPOINT: inject('sqsEndpoint'),
  CURSOR_SIGNING_KEY: randomBytes(32).toString('base64'),
  WEBHOOK_ALLOW_PRIVATE: 'true',
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  OUTBOX_DIR: join(inject('dataDir'), 'outbox'),
});

// The domain talks to DynamoDB Local and the SQS emulator; unit tests of services install fakes instead.
installAwsPorts();
