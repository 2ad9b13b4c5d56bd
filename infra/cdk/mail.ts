import { Arn, CfnOutput, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
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
