import { App, NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { InvoicingStack, type InvoicingStackProps } from './stack.ts';
import { stageSettings } from './stages.ts';

/**
 * The stack as `cdk synth -c stage=... -c <context>` makes it, without bundling (a template needs
 * no code): the stack, the templates of it and its nested stacks (the API's functions live there),
 * and their resources as one template. `beforeSynth` may add aspects (the infra tests' checks).
 */
export function synthesizeStage(
  stage: string,
  context: Record<string, string> = {},
  options: { manifest?: InvoicingStackProps['manifest']; beforeSynth?: (app: App) => void } = {},
) {
  // Asset metadata as the CLI writes it: it names each nested stack's template file.
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [], 'aws:cdk:enable-asset-metadata': true, ...context },
  });
  const stack = new InvoicingStack(app, `invoicing-${stage}`, {
    stage: stageSettings(stage, (k) => context[k]),
    ...(options.manifest ? { manifest: options.manifest } : {}),
  });
  options.beforeSynth?.(app);
  app.synth();
  const nested = stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);
  const stacks = [Template.fromStack(stack), ...nested.map((n) => Template.fromStack(n))];
  const template = Template.fromJSON(
    { Resources: Object.assign({}, ...stacks.map((t) => t.toJSON().Resources)) },
    { skipCyclicalDependenciesCheck: true },
  );
  return { stack, template, stacks, outDir: app.outdir };
}
