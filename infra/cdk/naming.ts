import { fileURLToPath } from 'node:url';
import { RemovalPolicy } from 'aws-cdk-lib';
import type { StageSettings } from './stages.ts';

/** The project's root: function entries and the lockfile are found from here. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `clients.create` -> `ClientsCreate`: construct ids from operation names. */
export const constructId = (name: string) =>
  name
    .split(/[.-]/)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');

/**
 * What happens to a stage's data when its stack goes, or when an update would replace it: prod
 * keeps it. A resource whose own creation rolled back is deleted all the same (CloudFormation's
 * `RetainExceptOnCreate`): kept, a named one would block the deploy that tries again.
 */
export const removalPolicyOf = (stage: StageSettings) =>
  stage.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY;

/** A function's name in its stage: `invoicing-prod-clients-create`. Lambda allows 64 characters. */
export const functionNameOf = (stage: string, name: string): string => {
  const functionName = `invoicing-${stage}-${name.replace(/\./g, '-')}`;
  if (functionName.length > 64) throw new Error(`Function name over Lambda's 64 characters: ${functionName}`);
  return functionName;
};

/** What every function name of a stage starts with: the API's invoke role may call these and no others. */
export const functionNamePrefix = (stage: string): string => `invoicing-${stage}-`;

/** The queue where the stream's mapping puts the batches it gave up on. */
export const streamFailuresQueueName = (stage: string): string => `invoicing-${stage}-stream-failures`;
