import { Duration, type Stack } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, LogGroupLogDestination, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { type Operation, operations } from '../shared/operations.ts';
import type { FunctionFactory } from './functions.ts';
import { constructId, removalPolicyOf } from './naming.ts';
import type { StageSettings } from './stages.ts';

/** The HTTP API: one route and one function per operation of shared/operations.ts. */
export function makeApi(stack: Stack, stage: StageSettings, makeFunction: FunctionFactory): HttpApi {
  const sender = new EmailIdentity(stack, 'Sender', { identity: Identity.email(stage.mailFrom) });
  const api = new HttpApi(stack, 'Api', { apiName: `invoicing-${stage.name}`, createDefaultStage: false });
  const accessLogs = new LogGroup(stack, 'ApiAccessLogs', {
    retention: stage.logRetentionDays as RetentionDays,
    removalPolicy: removalPolicyOf(stage),
  });
  api.addStage('DefaultStage', {
    stageName: '$default',
    autoDeploy: true,
    accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    throttle: { rateLimit: 200, burstLimit: 400 },
  });
  for (const op of operations as readonly Operation[]) {
    const fn = makeFunction(op, { timeout: Duration.seconds(15), memorySize: 1024 });
    if (op.sends === 'email') {
      sender.grantSendEmail(fn);
      fn.addEnvironment('MAIL_FROM', stage.mailFrom);
    }
    api.addRoutes({
      path: op.path,
      methods: [HttpMethod[op.method]],
      integration: new HttpLambdaIntegration(`${constructId(op.name)}Integration`, fn, {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      }),
    });
  }
  return api;
}
