import { readFileSync } from 'node:fs';
import type { Row } from './support.ts';

/**
 * `--compare FILE`: each figure beside an earlier run's (a bench/results JSON), and their ratio,
 * so a change that slows the service shows as a ratio above 1 (below 1 where higher is better).
 */
export function baselineOf(file: string | undefined): Map<string, number> | undefined {
  if (!file) return undefined;
  const earlier = JSON.parse(readFileSync(file, 'utf8')) as { rows: Row[] };
  return new Map(earlier.rows.map((r) => [`${r.section}|${r.name}`, r.value]));
}

/** The earlier value of a row and this run's ratio to it, as two table cells. */
export function compared(row: Row, baseline: Map<string, number> | undefined): [string, string] {
  const before = baseline?.get(`${row.section}|${row.name}`);
  if (before === undefined) return ['', ''];
  return [`${before} ${row.unit}`, before ? `${Math.round((row.value / before) * 100) / 100}x` : ''];
}
