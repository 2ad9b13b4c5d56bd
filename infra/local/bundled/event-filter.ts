/**
 * Lambda's event filtering, for the patterns an event source mapping's FilterCriteria hold: a
 * record is handed to the function when any filter matches it. A pattern matches when each of
 * its fields does: a list matches a value equal to one of its entries (or `exists`, `prefix`,
 * `anything-but`), an object matches the record's object field by field.
 */
type Pattern = Record<string, unknown>;

function matchesRule(rule: unknown, value: unknown): boolean {
  if (rule === null || typeof rule !== 'object') return rule === value;
  const [[kind, operand]] = Object.entries(rule as Record<string, unknown>) as [[string, unknown]];
  switch (kind) {
    case 'exists':
      return (value !== undefined) === operand;
    case 'prefix':
      return typeof value === 'string' && value.startsWith(String(operand));
    case 'anything-but':
      return value !== undefined && !(Array.isArray(operand) ? operand : [operand]).includes(value);
    default:
      throw new Error(`The local runtime does not play the filter rule ${kind}`);
  }
}

export function matchesPattern(pattern: Pattern, record: unknown): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const value = (record as Record<string, unknown> | undefined)?.[field];
    if (Array.isArray(expected)) return expected.some((rule) => matchesRule(rule, value));
    return matchesPattern(expected as Pattern, value);
  });
}

/** The filter of an event source mapping's FilterCriteria; none lets every record through. */
export function eventFilter(
  criteria: { Filters?: { Pattern: string }[] } | undefined,
): ((record: unknown) => boolean) | undefined {
  const patterns = (criteria?.Filters ?? []).map((filter) => JSON.parse(filter.Pattern) as Pattern);
  return patterns.length ? (record) => patterns.some((pattern) => matchesPattern(pattern, record)) : undefined;
}
