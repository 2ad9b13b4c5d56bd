/**
 * The CDK app: one stack per stage, named after it (`cdk deploy -c stage=prod` gives
 * `invoicing-prod`). Synthesizes offline, with no credentials: the stack is environment-agnostic.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { InvoicingStack } from './stack.ts';
import { stageSettings } from './stages.ts';

const app = new App();
const stage = stageSettings(String(app.node.tryGetContext('stage') ?? 'dev'), (key) => app.node.tryGetContext(key));
new InvoicingStack(app, `invoicing-${stage.name}`, { stage, description: `Invoicing API (${stage.name})` });
if (app.node.tryGetContext('nag') !== 'false') Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
