/**
 * IAM's evaluation of identity-based policies, for the statements CDK writes: an explicit Deny
 * wins, then any Allow whose actions and resources match (with `*` and `?` wildcards); nothing
 * else is allowed. Statements this cannot judge (conditions, NotAction, NotResource) are refused
 * when read, so the guard never allows what AWS might not.
 */
export interface ResolvedStatement {
  effect: 'Allow' | 'Deny';
  actions: string[];
  resources: string[];
}

const wildcard = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    'i',
  );

const matchesAny = (patterns: string[], value: string, caseless: boolean) =>
  patterns.some((pattern) =>
    caseless ? wildcard(pattern).test(value) : new RegExp(wildcard(pattern).source).test(value),
  );

/** Checks a statement's shape: only what `isAllowed` can judge faithfully. */
export function readStatement(statement: {
  Effect: string;
  Action?: unknown;
  Resource?: unknown;
  NotAction?: unknown;
  NotResource?: unknown;
  Condition?: unknown;
}): ResolvedStatement {
  if (statement.NotAction || statement.NotResource || statement.Condition)
    throw new Error(`The local guard cannot judge this statement: ${JSON.stringify(statement)}`);
  const list = (value: unknown) =>
    Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
  return {
    effect: statement.Effect === 'Deny' ? 'Deny' : 'Allow',
    actions: list(statement.Action),
    resources: list(statement.Resource),
  };
}

/** Whether the statements allow `action` on `resource`. Actions match regardless of case, resources exactly. */
export function isAllowed(statements: readonly ResolvedStatement[], action: string, resource: string): boolean {
  const applies = (s: ResolvedStatement) =>
    matchesAny(s.actions, action, true) && matchesAny(s.resources, resource, false);
  if (statements.some((s) => s.effect === 'Deny' && applies(s))) return false;
  return statements.some((s) => s.effect === 'Allow' && applies(s));
}
