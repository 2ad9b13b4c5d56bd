import type { Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { tableDesign } from '../../shared/adapters/dynamodb/table-design.ts';
import { removalPolicyOf } from './naming.ts';
import { type StageSettings, stageTableName } from './stages.ts';

/** The single table of shared/adapters/dynamodb/table-design.ts, with its stream, backups and TTL. */
export function makeTable(stack: Stack, stage: StageSettings): dynamodb.TableV2 {
  const string = dynamodb.AttributeType.STRING;
  return new dynamodb.TableV2(stack, 'Table', {
    tableName: stageTableName(stage.name),
    partitionKey: { name: tableDesign.partitionKey, type: string },
    sortKey: { name: tableDesign.sortKey, type: string },
    billing: dynamodb.Billing.onDemand(),
    globalSecondaryIndexes: tableDesign.globalIndexes.map((index) => ({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: string },
      sortKey: { name: index.sortKey, type: string },
      projectionType: dynamodb.ProjectionType.ALL,
    })),
    dynamoStream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: tableDesign.timeToLiveAttribute,
    deletionProtection: stage.retainData,
    // Which partitions (accounts) are hot or throttled: when asked, for what it costs (infra/cdk/stages.ts).
    contributorInsightsSpecification: { enabled: stage.contributorInsights },
    removalPolicy: removalPolicyOf(stage),
  });
}
