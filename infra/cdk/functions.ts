import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Duration, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Code,
  LayerVersion,
  LoggingFormat,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsVersions,
  Runtime,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { MAIL_COMPOSER } from '../../shared/adapters/ses/mime.ts';
import { queueUrlVariable } from '../../shared/kernel/config.ts';
import type { Worker } from '../../shared/kernel/operation.ts';
import { type Operation, tableActionsOf } from '../../shared/kernel/operation.ts';
import { packageFile } from '../../shared/kernel/package-files.ts';
import { PDF_LIB_FILE } from '../../shared/kernel/pdf-lib.ts';
import { rendererPackageFile } from '../../shared/renderers/openapi/reference-page.ts';
import { BIDI, FONTKIT, pdfRuntimeFiles } from '../../shared/renderers/pdf/fonts.ts';
import { LAYER_FONTS, layerFiles } from '../../shared/renderers/pdf/script-fonts.ts';
import { EXPORT_FILES_PREFIX, STORED_FILES_PREFIX, UPLOADS_PREFIX } from './exports.ts';
import type { Mailer } from './mail.ts';
import { constructId, functionNameOf, projectRoot } from './naming.ts';
import type { StageSettings } from './stages.ts';

/** What every function of a stage is made with. */
export interface FunctionFactoryProps {
  stage: StageSettings;
  table: TableV2;
  queues: Map<string, Queue>;
  /** The signing key's secret: readable by the functions whose operations sign, and only them. */
  signingKey: ISecret;
  /** SES: who sends, through which identity and configuration set; for the functions that send. */
  mailer: Mailer;
  /** The stage's one log group: every function writes its JSON lines there, each in streams named after it. */
  logGroup: ILogGroup;
  /** The environment every function shares. */
  environment: Record<string, string>;
  /** The export files' bucket: read by the functions that hand out its links, written by the export worker. */
  exportsBucket: IBucket;
  /** The archive bucket (infra/cdk/archive.ts): written once by the archive worker and the archive read. */
  archiveBucket: IBucket;
}

/** What a function is made from: an operation, a worker, or the unmatched route's function. */
export type FunctionSpec = Pick<Operation | Worker, 'name' | 'handler' | 'table' | 'sendsTo' | 'exportFiles'> & {
  storedFiles?: Operation['storedFiles'];
  archive?: Operation['archive'];
  makesPdf?: true;
  readsPdf?: true;
  servesRenderer?: true;
  usesSigningKey?: true;
  method?: Operation['method'];
  access?: Operation['access'];
  sends?: Operation['sends'];
};

const runtimeFilesOf = (spec: FunctionSpec): string[] => [
  ...(spec.makesPdf ? pdfRuntimeFiles : spec.readsPdf ? [PDF_LIB_FILE] : []),
  ...(spec.servesRenderer ? [rendererPackageFile] : []),
];

/** Packages built into one file beside the bundle, for what ships none: Nodemailer's composer, for the functions that send. */
const builtFilesOf = (spec: FunctionSpec) => [
  ...(spec.sends === 'email' ? [MAIL_COMPOSER] : []),
  ...(spec.makesPdf ? [FONTKIT, BIDI] : []),
];

/**
 * The script fonts' layer content (shared/renderers/pdf/script-fonts.ts), staged under build/:
 * about 35 MB that every function making PDFs shares, read at /opt/fonts only by the PDFs whose
 * text needs them. Two syntheses may run at once (the infra tests' workers): each stages into a
 * directory of its own and renames it into a place named by what it holds, so neither ever
 * fingerprints a layer the other is still writing or removing.
 */
function stagedFontsLayer(): string {
  const files = layerFiles();
  const digest = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(file.from);
    digest.update(`${file.path}\0${file.from}\0${size}\0${mtimeMs}\n`);
  }
  const root = join(projectRoot, 'build', `pdf-fonts-layer-${digest.digest('hex').slice(0, 16)}`);
  if (existsSync(root)) return root;
  mkdirSync(dirname(root), { recursive: true });
  const staging = mkdtempSync(`${root}.staging-`);
  for (const file of files) {
    const target = join(staging, LAYER_FONTS, file.path);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file.from, target);
  }
  try {
    renameSync(staging, root);
  } catch (error) {
    // Another synthesis put the same content in place first: its copy serves.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(root)) throw error;
  }
  return root;
}

/** The commands that put a function's run-time files beside its bundle: copied, or built by esbuild. */
const runtimeFileCommands = (spec: FunctionSpec, outputDir: string): string[] => [
  ...runtimeFilesOf(spec).map((file) => `cp "${packageFile(file)}" "${outputDir}/"`),
  ...builtFilesOf(spec).map(
    (built) =>
      `"${join(projectRoot, 'node_modules', '.bin', 'esbuild')}" "${packageFile(built.module)}" --bundle --platform=node --format=cjs --minify --log-level=warning --outfile="${outputDir}/${built.file}"`,
  ),
];

/** Everything a function may do beyond writing its logs: two functions with the same grants share one role. */
export interface Grants {
  tableActions: string[];
  queues: string[];
  readsSigningKey: boolean;
  sendsMail: boolean;
  exportFiles: 'read' | 'write' | 'none';
  storedFiles: 'read' | 'write' | 'none';
  archive: 'read' | 'write' | 'none';
}

/** The grants a function's manifest entry asks for, in a canonical order. */
export function grantsOf(spec: FunctionSpec): Grants {
  const actions =
    spec.method && spec.access
      ? tableActionsOf({ method: spec.method, access: spec.access, table: spec.table })
      : spec.table;
  return {
    tableActions: [...actions].sort(),
    queues: [...(spec.sendsTo ?? [])].sort(),
    readsSigningKey: spec.usesSigningKey === true,
    sendsMail: spec.sends === 'email',
    exportFiles: spec.exportFiles ?? 'none',
    storedFiles: spec.storedFiles ?? 'none',
    archive: spec.archive ?? 'none',
  };
}

/**
 * Makes one function per operation or worker: its bundle, environment and least-privilege role,
 * in `scope` (a nested stack of the API's concern) or the stage's stack.
 */
export type FunctionFactory = (
  spec: FunctionSpec,
  size: { timeout: Duration; memorySize: number },
  scope?: Construct,
) => NodejsFunction;

/**
 * One function per operation stays; what each function used to bring of its own (a log group,
 * a metric filter, a role and its policy) is shared where it can be without widening anything:
 * a role serves every function with exactly the same grants, so each function still holds only
 * what its manifest entry asks for, and a stage stays far below CloudFormation's 500 resources.
 */
export function functionFactory(
  stack: Stack,
  props: FunctionFactoryProps,
  made: Map<string, NodejsFunction>,
): FunctionFactory {
  const roles = new Map<string, Role>();
  let fontsLayer: LayerVersion | undefined;
  const pdfFontsLayer = (): LayerVersion =>
    (fontsLayer ??= new LayerVersion(stack, 'PdfFonts', {
      code: Code.fromAsset(stagedFontsLayer()),
      compatibleArchitectures: [Architecture.ARM_64],
      compatibleRuntimes: [Runtime.NODEJS_22_X],
      description: `Invoicing ${props.stage.name}: the PDFs' script fonts (Noto Sans, OFL), at /opt/fonts`,
    }));
  const roleFor = (grants: Grants): Role => {
    const key = JSON.stringify(grants);
    const existing = roles.get(key);
    if (existing) return existing;
    // The grants as the role's inline policy, not a policy resource of its own: one resource a
    // role, not two. (A worker's event source mapping still adds what it reads to a policy.)
    const statements = [
      ...(grants.tableActions.length
        ? [
            new PolicyStatement({
              // Only the actions these functions use, on the table and its indexes.
              actions: grants.tableActions.map((action) => `dynamodb:${action}`),
              resources: [props.table.tableArn, `${props.table.tableArn}/index/*`],
            }),
          ]
        : []),
      ...(grants.readsSigningKey
        ? [
            new PolicyStatement({
              actions: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
              resources: [props.signingKey.secretArn],
            }),
          ]
        : []),
      ...grants.queues.map(
        (name) =>
          new PolicyStatement({
            actions: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
            resources: [props.queues.get(name)!.queueArn],
          }),
      ),
      ...(grants.sendsMail ? [props.mailer.sendStatement()] : []),
      ...(grants.exportFiles === 'none'
        ? []
        : [
            new PolicyStatement({
              // Links are signed by the reader's role: GET is what they allow. The writer uploads in parts.
              actions: grants.exportFiles === 'read' ? ['s3:GetObject'] : ['s3:PutObject', 's3:AbortMultipartUpload'],
              resources: [props.exportsBucket.arnForObjects(`${EXPORT_FILES_PREFIX}*`)],
            }),
            // Without ListBucket, S3 answers a missing file 403, not 404: the reader could not tell an
            // expired export (made again) from a refusal, and answered 500. The bucket holds exports only.
            ...(grants.exportFiles === 'read'
              ? [new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.exportsBucket.bucketArn] })]
              : []),
          ]),
      // Stored files (receipts, suppliers' invoices) are read back through the API; a receipt too
      // large for an answer by a link its reader signs (GetObject is what the link allows).
      ...(grants.storedFiles === 'none'
        ? []
        : [
            new PolicyStatement({
              actions: grants.storedFiles === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject'],
              // A writer also signs the links that upload to `uploads/` and takes the files from there.
              resources: [
                props.exportsBucket.arnForObjects(`${STORED_FILES_PREFIX}*`),
                ...(grants.storedFiles === 'write' ? [props.exportsBucket.arnForObjects(`${UPLOADS_PREFIX}*`)] : []),
              ],
            }),
          ]),
    ];
    // The archive is read back through the API; a writer looks before it writes (never over a file).
    if (grants.archive !== 'none')
      statements.push(
        new PolicyStatement({
          actions: grants.archive === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject'],
          resources: [props.archiveBucket.arnForObjects('*')],
        }),
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.archiveBucket.bucketArn] }),
      );
    const role = new Role(stack, `FunctionRole${createHash('sha256').update(key).digest('hex').slice(0, 8)}`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Invoicing ${props.stage.name} functions that may: ${describeGrants(grants)}`,
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
      ...(statements.length ? { inlinePolicies: { grants: new PolicyDocument({ statements }) } } : {}),
    });
    roles.set(key, role);
    return role;
  };

  return (spec, size, scope = stack) => {
    const grants = grantsOf(spec);
    const fn = new NodejsFunction(scope, constructId(spec.name), {
      // `invoicing-<stage>-api-<operation>` for the API's functions in their concern's stack: a name
      // of their own, so a stage deployed before the split replaces each function without a clash.
      functionName: functionNameOf(props.stage.name, scope === stack ? spec.name : `api.${spec.name}`),
      entry: join(projectRoot, spec.handler),
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      logGroup: props.logGroup,
      // The platform's lines as JSON too: the stage's error metric reads their status.
      loggingFormat: LoggingFormat.JSON,
      role: roleFor(grants),
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
        // Files read beside the bundle at run time (shared/kernel/package-files.ts): PDF fonts, fontkit and
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
      ...(spec.makesPdf ? { layers: [pdfFontsLayer()] } : {}),
      // The AWS Parameters and Secrets extension serves the signing key to the functions that sign.
      ...(grants.readsSigningKey
        ? { paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103) }
        : {}),
    });
    if (grants.readsSigningKey) fn.addEnvironment('SIGNING_KEY_SECRET_ARN', props.signingKey.secretArn);
    for (const name of grants.queues) fn.addEnvironment(queueUrlVariable(name), props.queues.get(name)!.queueUrl);
    if (grants.sendsMail) props.mailer.configure(fn);
    if (grants.exportFiles !== 'none' || grants.storedFiles !== 'none')
      fn.addEnvironment('EXPORTS_BUCKET', props.exportsBucket.bucketName);
    if (grants.archive !== 'none') fn.addEnvironment('ARCHIVE_BUCKET', props.archiveBucket.bucketName);
    made.set(spec.name, fn);
    return fn;
  };
}

/** A role's description: what its functions may do, for whoever reads the IAM console. */
const describeGrants = (grants: Grants): string =>
  [
    grants.tableActions.length ? `table ${grants.tableActions.join(' ')}` : 'no table',
    ...grants.queues.map((queue) => `send to ${queue}`),
    ...(grants.readsSigningKey ? ['read the signing key'] : []),
    ...(grants.sendsMail ? ['send mail'] : []),
    ...(grants.exportFiles === 'none' ? [] : [`${grants.exportFiles} export files`]),
    ...(grants.storedFiles === 'none' ? [] : [`${grants.storedFiles} stored files`]),
    ...(grants.archive === 'none' ? [] : [`${grants.archive} the archive`]),
  ]
    .join('; ')
    .slice(0, 1000);
