import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeKeyOf } from '../../shared/kernel/operation.ts';
import { operations } from '../../shared/operations.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const markdown = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(ts|mjs)$/.test(name) && !name.endsWith('api-types.ts') ? [path] : [];
  });

describe('the repository stands alone in its words', () => {
  it('every link of the README and the docs leads to a file of the repository', () => {
    const broken: string[] = [];
    for (const file of markdown) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target!)) continue;
        const path = resolve(dirname(join(root, file)), target!.split('#')[0]!);
        const inside = !relative(root, path).startsWith('..');
        let exists = false;
        try {
          statSync(path);
          exists = true;
        } catch {}
        if (!inside || !exists) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every path the README and the docs name is a file or folder of the repository', () => {
    const missing: string[] = [];
    for (const file of markdown) {
      const text = readFileSync(join(root, file), 'utf8');
      // A path of ours: from a top folder, up to a space or a quote; one with a placeholder
      // (`<feature>`, `*`) names a kind of file, not a file.
      for (const [token] of text.matchAll(
        /(?<![\w./-])(?:shared|functions|infra|test|bench|docs)\/[^\s`)'",;:|\]]*/g,
      )) {
        const path = token!.replace(/[.]+$/, '');
        if (/[<*{]/.test(path)) continue;
        try {
          statSync(join(root, path));
        } catch {
          missing.push(`${file}: ${path}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('no comment cites a document the repository does not hold', () => {
    const citing = ['functions', 'shared', 'infra', 'test', 'bench']
      .flatMap(sources)
      .filter((file) => /contract sections?\s+\d|\.\.\/shared\/spec/.test(readFileSync(join(root, file), 'utf8')));
    expect(citing).toEqual([]);
  });

  it('docs/api.md names every operation the service answers', () => {
    const api = readFileSync(join(root, 'docs/api.md'), 'utf8');
    const missing = operations.filter((op) => !api.includes(`\`${routeKeyOf(op)}\``)).map((op) => op.name);
    expect(missing).toEqual([]);
  });
});
