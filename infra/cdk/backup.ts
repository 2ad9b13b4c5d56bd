import { Arn, ArnFormat, Duration, type Stack } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { removalPolicyOf } from './naming.ts';
import type { StageSettings } from './stages.ts';

/**
 * AWS Backup of the table, beside its point-in-time recovery (35 days, in the table's region):
 * a daily recovery point kept 35 days in a vault of the stage, copied when asked to the
 * `Default` vault of a second region (which exists once AWS Backup has been opened there), so a
 * region lost or an account's table deleted is not the end of the data.
 */
export function makeBackup(stack: Stack, stage: StageSettings, table: TableV2): void {
  if (!stage.backup) return;
  const vault = new BackupVault(stack, 'BackupVault', {
    backupVaultName: `invoicing-${stage.name}`,
    removalPolicy: removalPolicyOf(stage),
  });
  const copyTo = stage.backup.copyToRegion;
  const plan = new BackupPlan(stack, 'BackupPlan', {
    backupPlanName: `invoicing-${stage.name}`,
    backupVault: vault,
    backupPlanRules: [
      new BackupPlanRule({
        ruleName: 'Daily35Days',
        scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
        deleteAfter: Duration.days(35),
        ...(copyTo
          ? {
              copyActions: [
                {
                  destinationBackupVault: BackupVault.fromBackupVaultArn(
                    stack,
                    'BackupCopyVault',
                    Arn.format(
                      {
                        service: 'backup',
                        region: copyTo,
                        resource: 'backup-vault',
                        resourceName: 'Default',
                        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
                      },
                      stack,
                    ),
                  ),
                  deleteAfter: Duration.days(35),
                },
              ],
            }
          : {}),
      }),
    ],
  });
  plan.addSelection('Table', { resources: [BackupResource.fromArn(table.tableArn)] });
}
