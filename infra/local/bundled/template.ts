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
  /** Whether it has a layer (the Parameters and Secrets extension is the only one the stack adds). */
  hasExtension: boolean;
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
    this.template = JSON.parse(readFileSync(join(outDir, `${stackName}.template.json`), 'utf8')) as Template;
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
        hasExtension: Array.isArray(props.Layers) && props.Layers.length > 0,
      };
    });
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
