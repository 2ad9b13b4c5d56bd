import { LOCAL_ACCOUNT, LOCAL_REGION } from '../environment.ts';

/**
 * CloudFormation's intrinsic functions, resolved against the resources the local runtime plays:
 * enough of them (Ref, Fn::GetAtt, Fn::Join, Fn::Sub, Fn::Select, Fn::Split, Fn::FindInMap) to read
 * the environments and policies CDK writes. Anything else fails loudly rather than run with a guess.
 */
export interface PhysicalResources {
  ref(logicalId: string): string;
  getAtt(logicalId: string, attribute: string): string;
}

export type Mappings = Record<string, Record<string, Record<string, unknown>>>;

const pseudo: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': LOCAL_REGION,
  'AWS::AccountId': LOCAL_ACCOUNT,
  'AWS::URLSuffix': 'amazonaws.com',
};

export class Unresolvable extends Error {}

export function resolver(resources: PhysicalResources, mappings: Mappings = {}) {
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length !== 1 || !(entries[0]![0] === 'Ref' || entries[0]![0].startsWith('Fn::')))
      return Object.fromEntries(entries.map(([key, inner]) => [key, resolve(inner)]));
    const [name, argument] = entries[0]!;
    const text = (inner: unknown) => String(resolve(inner));
    switch (name) {
      case 'Ref': {
        const id = String(argument);
        return pseudo[id] ?? resources.ref(id);
      }
      case 'Fn::GetAtt': {
        const [id, attribute] = Array.isArray(argument) ? argument : String(argument).split('.');
        return resources.getAtt(String(id), String(attribute));
      }
      case 'Fn::Join': {
        const [separator, parts] = argument as [string, unknown[]];
        return (resolve(parts) as unknown[]).map(String).join(separator);
      }
      case 'Fn::Select': {
        const [index, list] = argument as [unknown, unknown];
        return (resolve(list) as unknown[])[Number(resolve(index))];
      }
      case 'Fn::Split': {
        const [separator, source] = argument as [string, unknown];
        return text(source).split(separator);
      }
      case 'Fn::FindInMap': {
        const [map, first, second] = (argument as unknown[]).map(text);
        const found = mappings[map!]?.[first!]?.[second!];
        if (found === undefined)
          throw new Unresolvable(`Fn::FindInMap ${map}.${first}.${second} is not in the template`);
        return found;
      }
      case 'Fn::Sub': {
        const [template, variables] = Array.isArray(argument)
          ? (argument as [string, Record<string, unknown>])
          : [String(argument), {}];
        return template.replace(/\$\{([^}!][^}]*)\}/g, (_, key: string) => {
          if (key in variables) return text(variables[key]);
          if (pseudo[key]) return pseudo[key];
          const [id, attribute] = key.split('.');
          return attribute ? resources.getAtt(id!, attribute) : resources.ref(id!);
        });
      }
      default:
        throw new Unresolvable(`The local runtime does not play ${name}: ${JSON.stringify(argument)}`);
    }
  };
  return resolve;
}
