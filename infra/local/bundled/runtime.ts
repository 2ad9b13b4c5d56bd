import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Operation, routeKeyOf } from '../../../shared/kernel/operation.ts';
import { constructId } from '../../cdk/naming.ts';
import { LOCAL_ACCOUNT, LOCAL_ARCHIVE_BUCKET, LOCAL_EXPORTS_BUCKET, LOCAL_REGION, localArn } from '../environment.ts';
import type { EventSourceSettings, FunctionRuntime, LambdaHandler } from '../lambda.ts';
import type { LocalQueue } from '../queues.ts';
import { AwsGuard, type Caller } from './aws-guard.ts';
import { eventFilter } from './event-filter.ts';
import { FunctionProcess } from './function-process.ts';
import { readStatement } from './iam.ts';
import { type PhysicalResources, resolver } from './intrinsics.ts';
import { synthesize } from './synth.ts';
import { SynthesizedStack, type TemplateFunction } from './template.ts';

export const LOCAL_STAGE = 'local';

/**
 * The local stand-in platform's address as the template states it: its real one takes a free
 * port at each start, so the synthesis names this one, and each function's environment is given
 * the real one. The template (and its bundles, the slowest part of a start) then stays the same
 * from start to start, and `.ci/run` can synthesize it before the acceptance run starts the service.
 */
const PLATFORM_IN_TEMPLATE = 'http://e-invoicing-platform.local.invalid';
/** The same for the stand-in payment provider (infra/local/provider.ts). */
const PROVIDER_IN_TEMPLATE = 'http://payment-provider.local.invalid';

/** The context the local stage is synthesized with (as `-c` would give it): what the local rules set. */
export const synthContext = (settings: Pick<BundledSettings, 'retrySchedule' | 'allowPrivateCallbacks'>) => ({
  allowPrivateCallbacks: String(settings.allowPrivateCallbacks),
  platformUrl: PLATFORM_IN_TEMPLATE,
  paymentProviderUrl: PROVIDER_IN_TEMPLATE,
  ...(settings.retrySchedule ? { retrySchedule: settings.retrySchedule } : {}),
});

export interface BundledSettings {
  projectRoot: string;
  logDir: string;
  dynamoEndpoint: string;
  sqsEndpoint: string;
  tableName: string;
  streamArn: string;
  queues: ReadonlyMap<string, LocalQueue>;
  /** The value of the stack's secret (the signing key), which Secrets Manager's stand-in serves. */
  signingKey: string;
  outboxDir: string;
  /** The local rules' settings (docs/api.md §1), given to the synthesis as context (as `-c` would). */
  retrySchedule?: string;
  allowPrivateCallbacks: boolean;
  /** The local stand-in platform's address (infra/local/platform.ts). */
  platformUrl?: string;
  /** The local stand-in payment provider's address (infra/local/provider.ts). */
  providerUrl?: string;
  /** The manifest: every function the template must have, and the routes it must route. */
  operations: readonly Operation[];
  functions: readonly { name: string }[];
}

export interface BundledRuntime extends FunctionRuntime {
  /** The API's endpoint, once the gateway listens (a function's environment may name it). */
  setApiEndpoint(url: string): void;
  /** Starts every function's process, so a bundle that cannot load stops the start. */
  warmAll(): Promise<void>;
  readonly guard: AwsGuard;
}

/** A secret of the template, by its logical id: its ARN where its intrinsics name it, and where the extension serves it. */
const secretArn = (logicalId: string) => localArn('secretsmanager', `secret:${logicalId}`);

/** The resources of the template, played by the local ones: names, ARNs and URLs their intrinsics resolve to. */
function localResources(stack: SynthesizedStack, settings: BundledSettings, guard: AwsGuard, api: () => string) {
  const queueOfPath = (logicalId: string) => {
    const path = String(stack.template.Resources[logicalId]?.Metadata?.['aws:cdk:path'] ?? '');
    return [...settings.queues.keys()].find((name) => path.split('/')[1] === constructId(`queue.${name}`));
  };
  const resources: PhysicalResources = {
    ref(id) {
      const resource = stack.template.Resources[id];
      switch (resource?.Type) {
        case 'AWS::DynamoDB::GlobalTable':
          return String(resource.Properties?.TableName);
        case 'AWS::SQS::Queue':
          return guard.queueUrlFor(queueOfPath(id) ?? id);
        case 'AWS::SecretsManager::Secret':
          return secretArn(id);
        case 'AWS::SES::EmailIdentity':
          return String(resource.Properties?.EmailIdentity);
        case 'AWS::SES::ConfigurationSet':
          return String(resource.Properties?.Name);
        case 'AWS::S3::Bucket':
          // The stack's two buckets: the archive, and the export files'.
          return id.startsWith('Archive') ? LOCAL_ARCHIVE_BUCKET : LOCAL_EXPORTS_BUCKET;
        case undefined:
          throw new Error(`The template has no resource ${id}`);
        default:
          return id;
      }
    },
    getAtt(id, attribute) {
      const type = stack.template.Resources[id]?.Type;
      if (type === 'AWS::DynamoDB::GlobalTable' && attribute === 'Arn')
        return localArn('dynamodb', `table/${resources.ref(id)}`);
      if (type === 'AWS::DynamoDB::GlobalTable' && attribute === 'StreamArn') return settings.streamArn;
      if (type === 'AWS::SQS::Queue' && attribute === 'Arn')
        return localArn('sqs', resources.ref(id).split('/').pop()!);
      if (type === 'AWS::ApiGatewayV2::Api' && attribute === 'ApiEndpoint') return api();
      if (type === 'AWS::S3::Bucket' && attribute === 'Arn') return `arn:aws:s3:::${resources.ref(id)}`;
      if (type === 'AWS::Lambda::Function' && attribute === 'Arn') return localArn('lambda', `function:${id}`);
      if (type === 'AWS::IAM::Role' && attribute === 'Arn') return `arn:aws:iam::${LOCAL_ACCOUNT}:role/${id}`;
      throw new Error(`The local runtime does not play ${id}.${attribute} (${type})`);
    },
  };
  return resolver(resources, stack.template.Mappings);
}

/** Fails the start when the template and the manifest disagree on a function or a route. */
function checkAgainstManifest(stack: SynthesizedStack, functions: TemplateFunction[], settings: BundledSettings): void {
  const byId = new Map(functions.map((fn) => [fn.logicalId, fn.name]));
  const names = new Set(functions.map((fn) => fn.name));
  const missing = settings.functions.filter((fn) => !names.has(fn.name)).map((fn) => fn.name);
  if (missing.length) throw new Error(`The template has no function for ${missing.join(', ')}`);
  const routes = stack.routes();
  for (const op of settings.operations) {
    const key = routeKeyOf(op);
    if (byId.get(routes.get(key) ?? '') !== op.name)
      throw new Error(`The template does not route ${key} to ${op.name}`);
  }
  const manifestKeys = new Set(settings.operations.map(routeKeyOf));
  const extra = [...routes.keys()].filter((key) => key !== '$default' && !manifestKeys.has(key));
  if (extra.length) throw new Error(`The template routes what the manifest does not: ${extra.join(', ')}`);
}

/**
 * `INVOICING_RUNTIME=bundled`: every function runs from the bundle the CDK stack deploys, each
 * in its own process, with the environment the template gives it, and reaches AWS only
 * through a guard that allows what its role's policy allows. The gateway and the pollers stay
 * the same; they call these functions instead of the sources.
 */
export async function startBundledRuntime(settings: BundledSettings): Promise<BundledRuntime> {
  const outDir = await synthesize(settings.projectRoot, LOCAL_STAGE, synthContext(settings));
  const stack = new SynthesizedStack(outDir, `invoicing-${LOCAL_STAGE}`);
  const functions = stack.functions();
  checkAgainstManifest(stack, functions, settings);

  const guard = new AwsGuard({
    dynamoEndpoint: settings.dynamoEndpoint,
    sqsEndpoint: settings.sqsEndpoint,
    queueUrls: new Map([...settings.queues].map(([name, queue]) => [name, queue.url])),
    sesIdentities: stack.resources('AWS::SES::EmailIdentity').map(([, r]) => String(r.Properties?.EmailIdentity)),
    outboxDir: settings.outboxDir,
    secrets: new Map(
      stack.resources('AWS::SecretsManager::Secret').map(([id]) => [secretArn(id), settings.signingKey]),
    ),
    s3Endpoint: settings.sqsEndpoint,
    buckets: stack
      .resources('AWS::S3::Bucket')
      .map(([id]) => (id.startsWith('Archive') ? LOCAL_ARCHIVE_BUCKET : LOCAL_EXPORTS_BUCKET)),
  });
  await guard.start();
  let apiEndpoint = '';
  const resolve = localResources(stack, settings, guard, () => apiEndpoint);
  const table = stack.resources('AWS::DynamoDB::GlobalTable')[0]?.[1].Properties?.TableName;
  if (table !== settings.tableName)
    throw new Error(`The template's table is ${table}, the local one ${settings.tableName}`);

  const functionLogs = join(settings.logDir, 'functions');
  mkdirSync(functionLogs, { recursive: true });
  const processes = new Map<string, FunctionProcess>();
  const processOf = (fn: TemplateFunction): FunctionProcess => {
    let running = processes.get(fn.name);
    if (running) return running;
    const caller: Caller = {
      name: fn.logicalId,
      roleArn: `arn:aws:sts::${LOCAL_ACCOUNT}:assumed-role/${fn.roleId}`,
      statements: stack.statementsOf(fn.roleId).map((statement) => readStatement(resolve(statement) as never)),
      hasExtension: fn.hasExtension,
    };
    const environment = Object.fromEntries(
      Object.entries(resolve(fn.environment) as Record<string, unknown>).flatMap(([key, value]) =>
        // The stand-ins' real addresses in place of the ones the template names.
        {
          const real: Record<string, string | undefined> = {
            [PLATFORM_IN_TEMPLATE]: settings.platformUrl,
            [PROVIDER_IN_TEMPLATE]: settings.providerUrl,
          };
          if (!(String(value) in real)) return [[key, String(value)]];
          const url = real[String(value)];
          return url ? [[key, url]] : [];
        },
      ),
    );
    running = new FunctionProcess({
      name: fn.name,
      assetDir: fn.assetDir,
      handler: fn.handler,
      timeoutSeconds: fn.timeoutSeconds,
      logFile: join(functionLogs, `${fn.name}.log`),
      environment: {
        // What Lambda's runtime sets in every function's environment...
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        TZ: ':UTC',
        LANG: 'en_US.UTF-8',
        AWS_REGION: LOCAL_REGION,
        AWS_DEFAULT_REGION: LOCAL_REGION,
        AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
        AWS_LAMBDA_FUNCTION_NAME: fn.logicalId,
        AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
        AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
        AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${fn.logicalId}`,
        LAMBDA_TASK_ROOT: fn.assetDir,
        _HANDLER: fn.handler,
        ...guard.credentialsFor(caller),
        // ...the template's own...
        ...environment,
        // ...and where this machine's AWS is: the guard, and the extension's stand-in.
        AWS_ENDPOINT_URL: guard.endpoint,
        ...(fn.hasExtension ? { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(guard.extensionPort) } : {}),
        // ...and its layer, where Lambda would unpack it into /opt.
        ...(fn.layersDir ? { INVOICING_LAYERS_DIR: fn.layersDir } : {}),
      },
    });
    processes.set(fn.name, running);
    return running;
  };
  const functionNamed = (name: string): TemplateFunction => {
    const fn = functions.find((candidate) => candidate.name === name);
    if (!fn) throw new Error(`The template has no function ${name}`);
    return fn;
  };

  return {
    guard,
    setApiEndpoint(url) {
      apiEndpoint = url;
    },
    async handlerOf(name): Promise<LambdaHandler> {
      return processOf(functionNamed(name)).handler as LambdaHandler;
    },
    eventSourceOf(name): EventSourceSettings {
      const mapping = stack.eventSourceOf(functionNamed(name).logicalId) as
        | { BatchSize?: number; ScalingConfig?: { MaximumConcurrency?: number }; FilterCriteria?: never }
        | undefined;
      const maxConcurrency = mapping?.ScalingConfig?.MaximumConcurrency;
      return {
        ...(mapping?.BatchSize ? { batchSize: Number(mapping.BatchSize) } : {}),
        ...(maxConcurrency ? { maxConcurrency: Number(maxConcurrency) } : {}),
        ...(mapping?.FilterCriteria ? { filter: eventFilter(mapping.FilterCriteria) } : {}),
      };
    },
    async warmAll() {
      // Two at a time: a cold start each, without starving the emulators on a small machine.
      const queue = functions.map(processOf);
      const next = async (): Promise<void> => {
        const fn = queue.shift();
        if (!fn) return;
        await fn.start();
        return next();
      };
      await Promise.all([next(), next()]);
    },
    async stop() {
      await Promise.all([...processes.values()].map((fn) => fn.stop()));
      await guard.stop();
    },
  };
}
