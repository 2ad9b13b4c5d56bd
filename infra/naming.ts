import { fileURLToPath } from 'node:url';
import { RemovalPolicy } from 'aws-cdk-lib';
import type { StageSettings } from './stages.ts';

/** The project's root: function entries and the lockfile are found from here. */
export const projectRoot = fileURLToPath(new URL('../', import.meta.url));

/** `clients.create` -> `ClientsCreate`: construct ids from operation names. */
export const constructId = (name: string) =>
  name
    .split(/[.-]/)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');

/** What happens to a stage's data when its stack goes: prod keeps it. */
export const removalPolicyOf = (stage: StageSettings) =>
  stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
