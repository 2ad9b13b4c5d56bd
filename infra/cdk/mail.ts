import { Arn, CfnOutput, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  ConfigurationSet,
  ConfigurationSetEventDestination,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { removalPolicyOf } from './naming.ts';
import type { StageSettings } from './stages.ts';

/** How the functions that send reach SES: one identity, one configuration set, one sender address. */
export interface Mailer {
  /** The configuration set every message goes through: its reputation metrics are what the bounce and complaint alarms read. */
  readonly configurationSetName: string;
  /** Lets a role send through the identity and the configuration set (SES checks both). */
  /** The permission to send through the identity and configuration set, for a role's inline policy. */
  sendStatement(): PolicyStatement;
  /** Gives a sending function its sender address and configuration set. */
  configure(fn: NodejsFunction): void;
}

/**
 * SES for a stage. The identity is the sender's domain, with Easy DKIM, made by the one stage
 * told to make it (`createSesIdentity`, prod's default) and named by the others
 * (`sesIdentity`): an identity exists once per account and region, so a second stage that made
 * it again would fail to deploy. Each stage has its own configuration set, with reputation
 * metrics and the account's suppression list for bounces and complaints.
 */
export function makeMailer(stack: Stack, stage: StageSettings): Mailer {
  const configurationSet = new ConfigurationSet(stack, 'MailConfiguration', {
    configurationSetName: `invoicing-${stage.name}`,
    reputationMetrics: true,
    sendingEnabled: true,
    suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
  });
  const identityName = stage.sesIdentity.create ? stage.sesIdentity.domain : stage.sesIdentity.name;
  if (stage.sesIdentity.create) {
    const identity = new EmailIdentity(stack, 'Sender', {
      identity: Identity.domain(stage.sesIdentity.domain),
      dkimSigning: true,
    });
    // An identity exists once per account and region, and other stages may send through it: a stage
    // that stops making it (`-c sesIdentity` names it instead) leaves it in place.
    identity.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    // The three CNAME records that prove the domain and sign its mail: publish them in its DNS.
    identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(stack, `DkimRecord${i + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: 'Publish in the DNS of the sending domain (Easy DKIM)',
      });
    });
  }
  const arnOf = (resourceName: string) =>
    Arn.format(
      { service: 'ses', resource: resourceName.split('/')[0]!, resourceName: resourceName.split('/')[1]! },
      stack,
    );
  const sending = {
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    resourceArns: [
      arnOf(`identity/${identityName}`),
      arnOf(`configuration-set/${configurationSet.configurationSetName}`),
    ],
  };
  return {
    configurationSetName: configurationSet.configurationSetName,
    sendStatement: () => new PolicyStatement({ actions: sending.actions, resources: sending.resourceArns }),
    configure: (fn) => {
      fn.addEnvironment('MAIL_FROM', stage.mailFrom);
      fn.addEnvironment('MAIL_CONFIGURATION_SET', configurationSet.configurationSetName);
    },
  };
}

/**
 * Where a stage's bounces, complaints, rejections and delays are kept, each traceable to the
 * account and the document that sent it (the message's `account` and `document` tags,
 * shared/adapters/ses/ses.ts): the configuration set sends them to EventBridge's default bus
 * (the one bus SES publishes to), and a rule writes them to a log group of their own, read with
 * Logs Insights (docs/deployment.md, MailBounceRate). No function and no queue: nothing to poll,
 * no fixed cost. In the nested stack of the documents' functions, which send them: the stage's
 * own stack keeps its room for routes (test/infra's two thirds of CloudFormation's limit).
 */
export function makeMailFeedback(stack: Construct, stage: StageSettings, configurationSetName: string): void {
  new ConfigurationSetEventDestination(stack, 'MailFeedbackEvents', {
    configurationSet: ConfigurationSet.fromConfigurationSetName(stack, 'MailConfigurationSet', configurationSetName),
    destination: EventDestination.eventBus(EventBus.fromEventBusName(stack, 'DefaultBus', 'default')),
    events: [
      EmailSendingEvent.BOUNCE,
      EmailSendingEvent.COMPLAINT,
      EmailSendingEvent.REJECT,
      EmailSendingEvent.DELIVERY_DELAY,
    ],
  });
  const feedback = new LogGroup(stack, 'MailFeedback', {
    // EventBridge writes to log groups under /aws/events/.
    logGroupName: `/aws/events/invoicing-${stage.name}-mail-feedback`,
    retention: stage.logRetentionDays as RetentionDays,
    removalPolicy: removalPolicyOf(stage),
  });
  const rule = new Rule(stack, 'MailFeedbackRule', {
    description: `SES feedback of the configuration set invoicing-${stage.name}, to its log group`,
    eventPattern: {
      source: ['aws.ses'],
      detail: { mail: { tags: { 'ses:configuration-set': [configurationSetName] } } },
    },
  });
  // A target of our own (the library's adds a custom resource, a function, to write the log group's policy).
  rule.addTarget({ bind: () => ({ arn: feedback.logGroupArn }) });
  feedback.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('events.amazonaws.com')],
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [feedback.logGroupArn],
    }),
  );
}
