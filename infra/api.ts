import { Duration, type Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { type Operation, operations, routeKeyOf, unmatchedRoute } from '../shared/operations.ts';
import type { FunctionFactory } from './functions.ts';
import { constructId, removalPolicyOf } from './naming.ts';
import type { StageSettings } from './stages.ts';

/** The HTTP API: one route and one function per operation of shared/operations.ts. */
export function makeApi(stack: Stack, stage: StageSettings, makeFunction: FunctionFactory): HttpApi {
  // An identity verified already (the address, or its domain) is used as it is: creating it again fails.
  const sender = stage.existingSesIdentity
    ? EmailIdentity.fromEmailIdentityName(stack, 'Sender', stage.existingSesIdentity)
    : new EmailIdentity(stack, 'Sender', { identity: Identity.email(stage.mailFrom) });
  // `$default`: what no route matches is answered in the contract's JSON error shape, not API Gateway's own.
  const notFound = makeFunction(unmatchedRoute, { timeout: Duration.seconds(5), memorySize: 256 });
  const api = new HttpApi(stack, 'Api', {
    apiName: `invoicing-${stage.name}`,
    createDefaultStage: false,
    defaultIntegration: new HttpLambdaIntegration('NotFoundIntegration', notFound, {
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    }),
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
          integrationError: '$context.integrationErrorMessage',
          ip: '$context.identity.sourceIp',
        }),
      ),
    },
    throttle: { rateLimit: 200, burstLimit: 400 },
  });
  for (const op of operations as readonly Operation[]) {
    const fn = makeFunction(op, { timeout: Duration.seconds(15), memorySize: 1024 });
    if (op.sends === 'email') {
      sender.grantSendEmail(fn);
      fn.addEnvironment('MAIL_FROM', stage.mailFrom);
    }
    const routes = api.addRoutes({
      path: op.path,
      methods: [HttpMethod[op.method]],
      integration: new HttpLambdaIntegration(`${constructId(op.name)}Integration`, fn, {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      }),
    });
    // Route settings name route keys: the stage is updated once its routes exist.
    if (op.access === 'public') stageOfApi.node.addDependency(...routes);
  }
  // Routes open to anyone (the document page, the reference) have a rate of their own, so a flood of
  // guessed links cannot use up the account routes' share of the stage's limit.
  const publicRoutes = (operations as readonly Operation[]).filter((op) => op.access === 'public');
  (stageOfApi.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
    publicRoutes.map((op) => [
      routeKeyOf(op),
      { throttlingRateLimit: stage.publicRateLimit, throttlingBurstLimit: stage.publicRateLimit * 2 },
    ]),
  );
  return api;
}
