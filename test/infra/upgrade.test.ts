import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../infra/cdk/naming.ts';
import { InvoicingStack } from '../../infra/cdk/stack.ts';
import { stageSettings } from '../../infra/cdk/stages.ts';

/**
 * Upgrade safety (docs/deployment.md, "Upgrading a stage"): the stateful resources of the last
 * release, each with the properties whose change makes CloudFormation replace it (and so lose
 * what it holds), are kept in stateful-resources.json. A stage deployed from that release
 * upgrades with one `cdk deploy` only if each is still there, of the same type, with the same
 * such properties, or docs/deployment.md writes the migration that moves its data (naming its
 * logical id). After a release, `UPDATE_STATEFUL_RESOURCES=1` writes the file anew.
 */
const replacing: Record<string, readonly string[]> = {
  'AWS::DynamoDB::GlobalTable': ['TableName', 'KeySchema', 'LocalSecondaryIndexes'],
  'AWS::DynamoDB::Table': ['TableName', 'KeySchema', 'LocalSecondaryIndexes'],
  'AWS::S3::Bucket': ['BucketName', 'ObjectLockEnabled'],
  'AWS::SQS::Queue': ['QueueName', 'FifoQueue'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::SES::EmailIdentity': ['EmailIdentity'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
  'AWS::Backup::BackupVault': ['BackupVaultName'],
};

const contexts: Record<string, Record<string, string>> = {
  prod: { alarmEmail: 'ops@example.com', mailFrom: 'invoices@example.com' },
  dev: {},
};

/** Each stateful resource of a stage's own stack (nested stacks hold functions only): its type and replacing properties. */
function statefulOf(stage: string) {
  const context = contexts[stage]!;
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const stack: Stack = new InvoicingStack(app, `invoicing-${stage}`, {
    stage: stageSettings(stage, (k) => context[k]),
  });
  const resources = Template.fromStack(stack).toJSON().Resources as Record<
    string,
    { Type: string; Properties?: Record<string, unknown> }
  >;
  return Object.fromEntries(
    Object.entries(resources)
      .filter(([, r]) => r.Type in replacing)
      .map(([id, r]) => [
        id,
        {
          type: r.Type,
          replacing: Object.fromEntries(
            replacing[r.Type]!.filter((p) => r.Properties?.[p] !== undefined).map((p) => [p, r.Properties![p]]),
          ),
        },
      ]),
  );
}

const file = join(projectRoot, 'test', 'infra', 'stateful-resources.json');
const current = Object.fromEntries(Object.keys(contexts).map((stage) => [stage, statefulOf(stage)]));
if (process.env.UPDATE_STATEFUL_RESOURCES === '1' || !existsSync(file))
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
const released = JSON.parse(readFileSync(file, 'utf8')) as typeof current;
const migrations = readFileSync(join(projectRoot, 'docs', 'deployment.md'), 'utf8');

describe('upgrading a stage deployed from the last release', () => {
  for (const stage of Object.keys(contexts))
    it(`${stage}: replaces and deletes no stateful resource without a migration written down`, () => {
      const lost = Object.entries(released[stage] ?? {}).flatMap(([id, was]) => {
        const now = current[stage]![id];
        const same = now && now.type === was.type && JSON.stringify(now.replacing) === JSON.stringify(was.replacing);
        return same || migrations.includes(`\`${id}\``) ? [] : [`${id} (${was.type}) ${now ? 'replaced' : 'deleted'}`];
      });
      expect(lost).toEqual([]);
    });

  it('knows the stateful resources of today: the table, the buckets, the queues, the secret, the logs', () => {
    const types = new Set(Object.values(current.prod!).map((r) => r.type));
    expect(types).toContain('AWS::DynamoDB::GlobalTable');
    expect(types).toContain('AWS::S3::Bucket');
    expect(types).toContain('AWS::SQS::Queue');
    expect(types).toContain('AWS::SecretsManager::Secret');
  });
});
