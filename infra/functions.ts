import { join } from 'node:path';
import type { Duration, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, ParamsAndSecretsLayerVersion, ParamsAndSecretsVersions, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FilterPattern, LogGroup, MetricFilter, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { rendererPackageFile } from '../shared/api-description/reference-page.ts';
import { queueUrlVariable } from '../shared/config.ts';
import { ACCOUNT_LIMIT_REACHED } from '../shared/log.ts';
import { pdfRuntimeFiles } from '../shared/mail/fonts.ts';
import { MAIL_COMPOSER } from '../shared/mail/mime.ts';
import { type Operation, tableActionsOf, type Worker } from '../shared/operations.ts';
import { packageFile } from '../shared/package-files.ts';
import { constructId, projectRoot, removalPolicyOf } from './naming.ts';
import type { StageSettings } from './stages.ts';

/** What every function of a stage is made with. */
export interface FunctionFactoryProps {
  stage: StageSettings;
  table: TableV2;
  queues: Map<string, Queue>;
  /** The signing key's secret: readable by the functions whose operations sign, and only them. */
  signingKey: ISecret;
  /** The environment every function shares. */
  environment: Record<string, string>;
}

/** What a function is made from: an operation, a worker, or the unmatched route's function. */
export type FunctionSpec = Pick<Operation | Worker, 'name' | 'handler' | 'table' | 'sendsTo'> & {
  makesPdf?: true;
  servesRenderer?: true;
  usesSigningKey?: true;
  method?: Operation['method'];
  access?: Operation['access'];
  sends?: Operation['sends'];
};

const runtimeFilesOf = (spec: FunctionSpec): string[] => [
  ...(spec.makesPdf ? pdfRuntimeFiles : []),
  ...(spec.servesRenderer ? [rendererPackageFile] : []),
];

/** Packages built into one file beside the bundle, for what ships none: Nodemailer's composer, for the functions that send. */
const builtFilesOf = (spec: FunctionSpec) => (spec.sends === 'email' ? [MAIL_COMPOSER] : []);

/** The commands that put a function's run-time files beside its bundle: copied, or built by esbuild. */
const runtimeFileCommands = (spec: FunctionSpec, outputDir: string): string[] => [
  ...runtimeFilesOf(spec).map((file) => `cp "${packageFile(file)}" "${outputDir}/"`),
  ...builtFilesOf(spec).map(
    (built) =>
      `"${join(projectRoot, 'node_modules', '.bin', 'esbuild')}" "${packageFile(built.module)}" --bundle --platform=node --format=cjs --minify --log-level=warning --outfile="${outputDir}/${built.file}"`,
  ),
];

/** Makes one function per operation or worker: its bundle, logs, environment and least-privilege grants. */
export type FunctionFactory = (spec: FunctionSpec, size: { timeout: Duration; memorySize: number }) => NodejsFunction;

export function functionFactory(
  stack: Stack,
  props: FunctionFactoryProps,
  made: Map<string, NodejsFunction>,
): FunctionFactory {
  return (spec, size) => {
    const id = constructId(spec.name);
    const logGroup = new LogGroup(stack, `${id}Logs`, {
      retention: props.stage.logRetentionDays as RetentionDays,
      removalPolicy: removalPolicyOf(props.stage),
    });
    // Requests refused by an account limit, from every function, into one metric the alarms watch.
    new MetricFilter(stack, `${id}LimitHits`, {
      logGroup,
      metricNamespace: 'Invoicing',
      metricName: 'AccountLimitHits',
      filterPattern: FilterPattern.stringValue('$.message', '=', ACCOUNT_LIMIT_REACHED),
      metricValue: '1',
    });
    const fn = new NodejsFunction(stack, id, {
      entry: join(projectRoot, spec.handler),
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      logGroup,
      environment: { ...props.environment, POWERTOOLS_SERVICE_NAME: spec.name },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        // Bundled, not taken from the runtime: one pinned SDK version, tree-shaken.
        externalModules: [],
        banner: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
        // Files read beside the bundle at run time (shared/package-files.ts): PDF fonts, fontkit and
        // pdf-lib, the reference renderer, Nodemailer's composer.
        ...(runtimeFilesOf(spec).length || builtFilesOf(spec).length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => runtimeFileCommands(spec, outputDir),
              },
            }
          : {}),
      },
      ...size,
      // The AWS Parameters and Secrets extension serves the signing key to the functions that sign.
      ...(spec.usesSigningKey
        ? { paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103) }
        : {}),
    });
    // Only the actions this function uses, on the table and its indexes.
    const actions =
      spec.method && spec.access
        ? tableActionsOf({ method: spec.method, access: spec.access, table: spec.table })
        : spec.table;
    if (actions.length) props.table.grant(fn, ...actions.map((action) => `dynamodb:${action}`));
    if (spec.usesSigningKey) {
      props.signingKey.grantRead(fn);
      fn.addEnvironment('SIGNING_KEY_SECRET_ARN', props.signingKey.secretArn);
    }
    for (const name of spec.sendsTo ?? []) {
      props.queues.get(name)!.grantSendMessages(fn);
      fn.addEnvironment(queueUrlVariable(name), props.queues.get(name)!.queueUrl);
    }
    made.set(spec.name, fn);
    return fn;
  };
}
