import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mappings } from './intrinsics.ts';

/** A resource of a CloudFormation template, as CDK writes it. */
export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}

export interface Template {
  Resources: Record<string, Resource>;
  Mappings?: Mappings;
  Outputs?: Record<string, { Value: unknown }>;
}

/** Replaces, anywhere in `value`, each intrinsic `{key: argument}` that `replacement` answers for. */
function substitute(value: unknown, replacement: (key: string, argument: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((inner) => substitute(inner, replacement));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1) {
    const replaced = replacement(entries[0]![0], entries[0]![1]);
    if (replaced !== undefined) return replaced;
  }
  return Object.fromEntries(entries.map(([key, inner]) => [key, substitute(inner, replacement)]));
}

/**
 * One template as CloudFormation deploys it, nested stacks included: each nested stack's
 * resources join the parent's, its parameters replaced by what the parent passes them, and the
 * parent's reads of its outputs by their values. (CDK's logical ids hash the construct path, so
 * they do not collide.)
 */
function flattened(outDir: string, template: Template): Template {
  const resources = { ...template.Resources };
  const outputs = new Map<string, Map<string, unknown>>();
  for (const [id, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::CloudFormation::Stack') continue;
    const file = resource.Metadata?.['aws:asset:path'];
    if (typeof file !== 'string') throw new Error(`The nested stack ${id} has no template asset`);
    const nested = flattened(outDir, JSON.parse(readFileSync(join(outDir, file), 'utf8')) as Template);
    const parameters = (resource.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const bound = substitute(nested, (key, argument) =>
      key === 'Ref' && typeof argument === 'string' && argument in parameters ? parameters[argument] : undefined,
    ) as Template;
    for (const [inner, value] of Object.entries(bound.Resources)) {
      if (value.Type === 'AWS::CDK::Metadata') continue;
      if (inner in resources) throw new Error(`${inner} is in both ${id} and its parent`);
      resources[inner] = value;
    }
    outputs.set(id, new Map(Object.entries(bound.Outputs ?? {}).map(([name, output]) => [name, output.Value])));
    delete resources[id];
  }
  const read = (key: string, argument: unknown) => {
    if (key !== 'Fn::GetAtt' || !Array.isArray(argument)) return undefined;
    const [id, attribute] = argument as [string, string];
    return attribute.startsWith('Outputs.') ? outputs.get(id)?.get(attribute.slice('Outputs.'.length)) : undefined;
  };
  return {
    ...template,
    Resources: substitute(resources, read) as Record<string, Resource>,
    ...(template.Outputs ? { Outputs: substitute(template.Outputs, read) as Template['Outputs'] } : {}),
  };
}

/** A Lambda function of the template, with its bundle on disk. */
export interface TemplateFunction {
  logicalId: string;
  /** The manifest's name for it (operation or worker), from POWERTOOLS_SERVICE_NAME. */
  name: string;
  /** The directory of its synthesized asset: the very bundle `cdk deploy` uploads. */
  assetDir: string;
  /** `index.handler`: the module and its export. */
  handler: string;
  /** Its environment as written, intrinsics unresolved. */
  environment: Record<string, unknown>;
  timeoutSeconds: number;
  memoryMb: number;
  /** The role it runs as, by logical id. */
  roleId: string;
  /** Whether it has the Parameters and Secrets extension among its layers (the fonts' layer is files only). */
  hasExtension: boolean;
  /** The synthesized content of its layer of files (the fonts), which Lambda would unpack into /opt. */
  layersDir?: string;
}

/** An IAM policy statement, intrinsics unresolved. */
export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  NotAction?: unknown;
  Resource?: unknown;
  NotResource?: unknown;
  Condition?: unknown;
}

/** A synthesized stack: the template and the directory its assets are in. */
export class SynthesizedStack {
  readonly template: Template;

  constructor(
    readonly outDir: string,
    readonly stackName: string,
  ) {
    this.template = flattened(
      outDir,
      JSON.parse(readFileSync(join(outDir, `${stackName}.template.json`), 'utf8')) as Template,
    );
  }

  resources(type: string): [string, Resource][] {
    return Object.entries(this.template.Resources).filter(([, resource]) => resource.Type === type);
  }

  functions(): TemplateFunction[] {
    return this.resources('AWS::Lambda::Function').map(([logicalId, resource]) => {
      const props = resource.Properties ?? {};
      const environment = ((props.Environment as { Variables?: Record<string, unknown> })?.Variables ?? {}) as Record<
        string,
        unknown
      >;
      const asset = resource.Metadata?.['aws:asset:path'];
      if (typeof asset !== 'string') throw new Error(`${logicalId} has no bundled asset: synthesize with bundling`);
      const role = props.Role as { 'Fn::GetAtt': [string, string] };
      return {
        logicalId,
        name: String(environment.POWERTOOLS_SERVICE_NAME ?? logicalId),
        assetDir: join(this.outDir, asset),
        handler: String(props.Handler),
        environment,
        timeoutSeconds: Number(props.Timeout ?? 3),
        memoryMb: Number(props.MemorySize ?? 128),
        roleId: role['Fn::GetAtt'][0],
        hasExtension:
          Array.isArray(props.Layers) && /Paramsandsecrets|Parameters-and-Secrets/i.test(JSON.stringify(props.Layers)),
        ...this.layersDirOf(props.Layers),
      };
    });
  }

  /** The asset folder of the stack's own layer among `layers` (one at most: the fonts), as `{ layersDir }`. */
  private layersDirOf(layers: unknown): { layersDir?: string } {
    const own = (Array.isArray(layers) ? layers : [])
      .map((layer) => this.template.Resources[(layer as { Ref?: string }).Ref ?? ''])
      .map((resource) => resource?.Type === 'AWS::Lambda::LayerVersion' && resource.Metadata?.['aws:asset:path'])
      .filter((path): path is string => typeof path === 'string');
    if (own.length > 1) throw new Error('The local runtime unpacks one layer of files a function');
    return own[0] ? { layersDir: join(this.outDir, own[0]) } : {};
  }

  /** Every statement of the policies attached to a role, inline ones included. */
  statementsOf(roleId: string): Statement[] {
    const attached = this.resources('AWS::IAM::Policy')
      .filter(([, policy]) =>
        ((policy.Properties?.Roles as { Ref?: string }[] | undefined) ?? []).some((role) => role.Ref === roleId),
      )
      .map(([, policy]) => policy.Properties?.PolicyDocument);
    const inline = ((this.template.Resources[roleId]?.Properties?.Policies as { PolicyDocument: unknown }[]) ?? []).map(
      (policy) => policy.PolicyDocument,
    );
    return [...attached, ...inline].flatMap((document) => {
      const statements = (document as { Statement: Statement | Statement[] }).Statement;
      return Array.isArray(statements) ? statements : [statements];
    });
  }

  /** The route keys of the HTTP API and the function each one's integration calls. */
  routes(): Map<string, string> {
    const integrations = new Map(
      this.resources('AWS::ApiGatewayV2::Integration').map(([id, integration]) => [
        id,
        (integration.Properties!.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0],
      ]),
    );
    return new Map(
      this.resources('AWS::ApiGatewayV2::Route').map(([, route]) => {
        const target = JSON.stringify(route.Properties?.Target);
        const integration = [...integrations.keys()].find((id) => target.includes(`"${id}"`));
        if (!integration) throw new Error(`Route ${route.Properties?.RouteKey} has no Lambda integration`);
        return [String(route.Properties?.RouteKey), integrations.get(integration)!];
      }),
    );
  }

  /** The event source mapping that feeds a function, if any. */
  eventSourceOf(functionId: string): Record<string, unknown> | undefined {
    return this.resources('AWS::Lambda::EventSourceMapping').find(
      ([, mapping]) => (mapping.Properties?.FunctionName as { Ref?: string })?.Ref === functionId,
    )?.[1].Properties;
  }

  /** The schedule expression of the rule that invokes a function, if any. */
  scheduleOf(functionId: string): string | undefined {
    const rule = this.resources('AWS::Events::Rule').find(([, rule]) =>
      JSON.stringify(rule.Properties?.Targets ?? []).includes(`"${functionId}"`),
    );
    return rule?.[1].Properties?.ScheduleExpression as string | undefined;
  }
}
