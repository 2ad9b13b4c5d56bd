import { Arn, ArnFormat, Duration, NestedStack, type Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpIntegrationType,
  HttpMethod,
  HttpRoute,
  HttpRouteIntegration,
  type HttpRouteIntegrationConfig,
  HttpRouteKey,
  IntegrationCredentials,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { API_TIMEOUT_SECONDS, type Operation, routeKeyOf } from '../../shared/kernel/operation.ts';
import { operations as manifest, unmatchedRoute } from '../../shared/operations.ts';
import type { FunctionFactory } from './functions.ts';
import { constructId, functionNamePrefix, removalPolicyOf } from './naming.ts';
import { STAGE_STACK_ROUTES } from './stage-routes.ts';
import type { StageSettings } from './stages.ts';

/**
 * A Lambda proxy integration that API Gateway calls with a role of the API, rather than with a
 * permission on each function: one role for every route in place of one resource per function.
 */
class LambdaWithRole extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly fn: IFunction,
    private readonly role: Role,
  ) {
    super(id);
  }

  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: IntegrationCredentials.fromRole(this.role),
    };
  }
}

/**
 * What an API function is given: how long it may run, and its memory, chosen by `npm run bench`'s
 * memory section (docs/performance.md): Lambda gives CPU in proportion to memory, and even a
 * function that mostly waits on DynamoDB spends most of a cold start compiling and evaluating its
 * bundle. At 512 MB a request took 1.6-1.8x and a cold start 1.9x as long as at 1024 MB, for
 * about 10% less per request; a PDF is all CPU, so at 1,769 MB (one whole vCPU) it takes about
 * half the time of 1024 MB for the same GB-seconds.
 */
export const apiFunctionSize = (op: Pick<Operation, 'makesPdf'>) => ({
  timeout: Duration.seconds(API_TIMEOUT_SECONDS),
  memorySize: op.makesPdf ? 1769 : 1024,
});

/** The HTTP API: one route and one function per operation of the manifest. */
/** The id of a concern's nested stack (its OpenAPI tag's letters and digits). */
const concernIdOf = (tag: string) => `Api${tag.replace(/[^A-Za-z0-9]/g, '')}`;

/** The nested stack of a concern's functions, once `makeApi` made it. */
export const concernStackOf = (stack: Stack, tag: string): NestedStack => {
  const found = stack.node.tryFindChild(concernIdOf(tag));
  if (!(found instanceof NestedStack)) throw new Error(`no nested stack for the concern ${tag}`);
  return found;
};

export function makeApi(
  stack: Stack,
  stage: StageSettings,
  makeFunction: FunctionFactory,
  operations: readonly Operation[] = manifest,
): HttpApi {
  // API Gateway invokes the stage's functions with this role, and may invoke no other function.
  const invoker = new Role(stack, 'ApiInvokeRole', {
    assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
    description: `API Gateway of invoicing-${stage.name}: invokes the stage's functions`,
    inlinePolicies: {
      invoke: new PolicyDocument({
        statements: [
          new PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: [
              Arn.format(
                {
                  service: 'lambda',
                  resource: 'function',
                  resourceName: `${functionNamePrefix(stage.name)}*`,
                  arnFormat: ArnFormat.COLON_RESOURCE_NAME,
                },
                stack,
              ),
            ],
          }),
        ],
      }),
    },
  });
  // `$default`: what no route matches is answered in the JSON error shape, not API Gateway's own.
  const notFound = makeFunction(unmatchedRoute, { timeout: Duration.seconds(5), memorySize: 256 });
  const api = new HttpApi(stack, 'Api', {
    apiName: `invoicing-${stage.name}`,
    createDefaultStage: false,
    defaultIntegration: new LambdaWithRole('NotFoundIntegration', notFound, invoker),
  });
  const accessLogs = new LogGroup(stack, 'ApiAccessLogs', {
    retention: stage.logRetentionDays as RetentionDays,
    removalPolicy: removalPolicyOf(stage),
  });
  const stageOfApi = api.addStage('DefaultStage', {
    stageName: '$default',
    autoDeploy: true,
    accessLogSettings: {
      destination: new LogGroupLogDestination(accessLogs),
      // One JSON object a request: Logs Insights reads its fields without parsing.
      format: AccessLogFormat.custom(
        JSON.stringify({
          requestId: '$context.requestId',
          time: '$context.requestTime',
          method: '$context.httpMethod',
          route: '$context.routeKey',
          status: '$context.status',
          latencyMs: '$context.responseLatency',
          integrationLatencyMs: '$context.integrationLatency',
          integrationError: '$context.integrationErrorMessage',
          ip: '$context.identity.sourceIp',
        }),
      ),
    },
    throttle: { rateLimit: 200, burstLimit: 400 },
  });
  // The functions of each concern (the OpenAPI tag) in a nested stack of their own: a stack holds
  // 500 resources; the stage's stack keeps only the routes and integrations deployed there before
  // (STAGE_STACK_ROUTES), every later one lives in its concern's stack.
  const concerns = new Map<string, NestedStack>();
  const concernOf = (op: Operation) => {
    const id = concernIdOf(op.tag);
    const nested =
      concerns.get(id) ?? new NestedStack(stack, id, { description: `invoicing-${stage.name}: ${op.tag}` });
    concerns.set(id, nested);
    return nested;
  };
  for (const op of operations) {
    const concern = concernOf(op);
    const fn = makeFunction(op, apiFunctionSize(op), concern);
    const integration = new LambdaWithRole(`${constructId(op.name)}Integration`, fn, invoker);
    const routes = STAGE_STACK_ROUTES.has(routeKeyOf(op))
      ? api.addRoutes({ path: op.path, methods: [HttpMethod[op.method]], integration })
      : [
          new HttpRoute(concern, `${constructId(op.name)}Route`, {
            httpApi: api,
            routeKey: HttpRouteKey.with(op.path, HttpMethod[op.method]),
            integration,
          }),
        ];
    // Route settings name route keys: the stage is updated once its routes exist.
    if (op.access === 'public') stageOfApi.node.addDependency(...routes);
  }
  // Routes open to anyone (the document page, the reference) have a rate of their own, so a flood of
  // guessed links cannot use up the account routes' share of the stage's limit.
  (stageOfApi.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
    operations
      .filter((op) => op.access === 'public')
      .map((op) => [
        routeKeyOf(op),
        { throttlingRateLimit: stage.publicRateLimit, throttlingBurstLimit: stage.publicRateLimit * 2 },
      ]),
  );
  return api;
}
