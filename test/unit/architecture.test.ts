/**
 * The layering rule of docs/architecture.md, enforced: which layer may import which. A file's
 * layer is known from its path; every relative import and every package import is checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Operation, Worker } from '../../shared/kernel/operation.ts';
import { operations, workers } from '../../shared/operations.ts';

const root = resolve(import.meta.dirname, '../..');

type Layer = 'kernel' | 'domain' | 'renderer' | 'adapter' | 'http' | 'operation' | 'handler' | 'infra' | 'test';

/** A unit test, or a feature's fake of its ports (`<feature>/fake.ts`): test code kept beside the code. */
const isTestCode = (file: string) =>
  file.endsWith('.test.ts') || /^shared\/(features\/[^/]+|access)\/fake\.ts$/.test(file);

/** A file's layer is its folder (docs/architecture.md): no list of paths to keep in step. */
function layerOf(file: string): Layer {
  // The project's manifest is data any layer may read (the API description's version).
  // Unit tests and fakes sit beside the code they test, and may reach anything, as any test.
  if (isTestCode(file)) return 'test';
  if (file === 'package.json' || file.startsWith('shared/kernel/')) return 'kernel';
  if (/^shared\/features\/[^/]+\/operations\//.test(file) || file === 'shared/operations.ts') return 'operation';
  if (file.startsWith('shared/access/') || file.startsWith('shared/features/')) return 'domain';
  if (file.startsWith('shared/renderers/')) return 'renderer';
  if (file.startsWith('shared/adapters/')) return 'adapter';
  if (file.startsWith('shared/http/')) return 'http';
  if (file.startsWith('functions/')) return 'handler';
  if (file.startsWith('infra/')) return 'infra';
  return 'test';
}

/** What each layer may import: only the layers below it, never back up. */
const allowed: Record<Layer, readonly Layer[]> = {
  kernel: ['kernel'],
  domain: ['kernel', 'domain'],
  renderer: ['kernel', 'domain', 'renderer'],
  adapter: ['kernel', 'domain', 'adapter'],
  http: ['kernel', 'domain', 'renderer', 'http'],
  operation: ['kernel', 'domain', 'renderer', 'http', 'operation'],
  handler: ['kernel', 'domain', 'renderer', 'adapter', 'http', 'operation', 'handler'],
  infra: ['kernel', 'domain', 'renderer', 'adapter', 'http', 'operation', 'handler', 'infra'],
  test: ['kernel', 'domain', 'renderer', 'adapter', 'http', 'operation', 'handler', 'infra', 'test'],
};

/** Packages only adapters (and infra, tests) may use: the domain knows no AWS client. */
const adapterPackages = /^@aws-sdk\/(client-|lib-dynamodb|util-dynamodb)|^nodemailer/;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A file's imports, static, dynamic and bare; `runtimeOnly` leaves out `import type` and `export
 * type`, which a bundle drops, and `atLoad` the dynamic ones, which a module runs only when called.
 */
const importsOf = (file: string, { runtimeOnly = false, atLoad = false } = {}): string[] => {
  const statement = String.raw`(?:^|\n)\s*(?:import|export)${runtimeOnly ? String.raw`(?!\s+type\b)` : ''}[^'"]*?from\s+['"]([^'"]+)['"]`;
  const dynamic = String.raw`import\(\s*['"]([^'"]+)['"]\s*\)`;
  const bare = String.raw`(?:^|\n)\s*import\s+['"]([^'"]+)['"]`;
  return [...readFileSync(join(root, file), 'utf8').matchAll(new RegExp(`${statement}|${dynamic}|${bare}`, 'g'))]
    .filter((m) => !atLoad || m[2] === undefined)
    .map((m) => (m[1] ?? m[2] ?? m[3])!);
};

describe('architecture', () => {
  const everything = ['functions', 'shared', 'infra'].flatMap(sources);
  // The production code: the unit tests beside it are checked as tests (they may reach anything).
  const files = everything.filter((f) => !isTestCode(f));

  it('finds the code it checks', () => {
    expect(files.length).toBeGreaterThan(80);
  });

  it('keeps every layer to the layers it may import (docs/architecture.md)', () => {
    const broken: string[] = [];
    for (const file of everything) {
      const from = layerOf(file);
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.')) {
          const target = relative(root, resolve(root, file, '..', spec));
          const to = layerOf(target);
          if (!allowed[from].includes(to)) broken.push(`${file} (${from}) imports ${target} (${to})`);
        } else if (!['adapter', 'infra', 'test'].includes(from) && adapterPackages.test(spec)) {
          broken.push(`${file} (${from}) imports the package ${spec}: only adapters talk to AWS`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps the features an acyclic graph: no feature reaches back to one that imports it', () => {
    const featureOf = (file: string) => /^shared\/features\/([^/]+)\//.exec(file)?.[1];
    const graph = new Map<string, Set<string>>();
    for (const file of files) {
      const from = featureOf(file);
      if (!from) continue;
      for (const spec of importsOf(file).filter((s) => s.startsWith('.'))) {
        const to = featureOf(relative(root, resolve(root, file, '..', spec)));
        if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
      }
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (feature: string) => {
      state.set(feature, 'open');
      path.push(feature);
      for (const next of graph.get(feature) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' > '));
        else if (!state.has(next)) visit(next);
      }
      path.pop();
      state.set(feature, 'done');
    };
    for (const feature of graph.keys()) if (!state.has(feature)) visit(feature);
    expect(graph.size).toBeGreaterThan(15);
    expect(cycles).toEqual([]);
  });

  it("puts each handler in its feature's folder of functions/, named after its declaration's file", () => {
    const misplaced: string[] = [];
    for (const file of files.filter((f) =>
      /^shared\/features\/[^/]+\/(operations\/(?!index\.ts)[^/]+|workers)\.ts$/.test(f),
    )) {
      const [, feature, , declared] = /^shared\/features\/([^/]+)\/(operations\/([^/]+\.ts)|workers\.ts)$/.exec(file)!;
      for (const [, handler] of readFileSync(join(root, file), 'utf8').matchAll(/handler: '([^']+)'/g)) {
        const expected = declared ? `functions/${feature}/${declared}` : `functions/${feature}/`;
        if (declared ? handler !== expected : !handler!.startsWith(expected))
          misplaced.push(`${file}: ${handler} (not ${expected})`);
        else if (!files.includes(handler!)) misplaced.push(`${file}: ${handler} does not exist`);
      }
    }
    expect(misplaced).toEqual([]);
    const homeless = files.filter((f) => /^functions\/[^/]+\.ts$/.test(f) && f !== 'functions/not-found.ts');
    expect(homeless).toEqual([]);
  });

  it('keeps the collectors to lists: a feature defines its ports and operations in its own folder', () => {
    const code = (file: string) =>
      readFileSync(join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .filter((line) => !/^\s*(import|\/\/)/.test(line));
    // The ports' collector: one interface, Ports, whose members name a port each, and aliases of it.
    const ports = code('shared/features/ports.ts');
    expect(ports.filter((line) => /\binterface\b/.test(line))).toEqual(['export interface Ports {']);
    expect(ports.filter((line) => /[()]|=>/.test(line))).toEqual([]);
    // The operations' collector: each feature's list, never an operation one by one.
    const operationImports = importsOf('shared/operations.ts').filter((spec) => spec.startsWith('./features/'));
    expect(
      operationImports.filter((spec) => !/^\.\/features\/[^/]+\/(operations\/index|workers)\.ts$/.test(spec)),
    ).toEqual([]);
    expect(code('shared/operations.ts').filter((line) => /^\s+(name|handler|kind):/.test(line))).toEqual([
      "  name: 'api.not-found',",
      "  handler: 'functions/not-found.ts',",
    ]);
  });

  it('gives no function every store: each asks for those it reaches (Pick<Stores, ...>), a port protects', () => {
    // `Stores` and its aliases whole, as a parameter's or a port's type: only a composition root
    // (shared/adapters/dynamodb/ports.ts) holds every store.
    const whole =
      /:\s*(Stores|StoresAndQueue|StoresAndMail|StoresAndProvider|PlatformReach|ArchiveDeps|DebitDeps)\b(?!\s*[<[])/;
    const takers = files
      .filter((f) => f.startsWith('shared/') && f !== 'shared/adapters/dynamodb/ports.ts')
      .flatMap((f) =>
        readFileSync(join(root, f), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .split('\n')
          .map((line, i) => `${f}:${i + 1}: ${line.trim()}`)
          .filter((line) => whole.test(line.replace(/^[^ ]+ /, ''))),
      );
    expect(takers).toEqual([]);
  });

  it("hands an operation's function only the stores its run asks for, never every store", () => {
    // The type checker holds each handler's object to its run's Pick (apiHandler's NoInfer: none
    // missing, none extra); this keeps a handler from going back to the whole collection.
    const handlers = files.filter(
      (f) =>
        f.startsWith('functions/') &&
        /\b(apiHandler|changeHandler|publicHandler)\(/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(handlers.length).toBeGreaterThan(100);
    expect(handlers.filter((f) => importsOf(f).some((spec) => spec.endsWith('adapters/dynamodb/ports.ts')))).toEqual(
      [],
    );
  });

  it('reads the environment in shared/kernel/config.ts only (the local runtime and admin set it)', () => {
    const readers = files
      .filter((f) => f.startsWith('shared/') || f.startsWith('functions/'))
      .filter((f) => /process\.env\b/.test(readFileSync(join(root, f), 'utf8')));
    expect(readers).toEqual(['shared/kernel/config.ts']);
  });

  it('parses with Zod in shared/kernel/validation.ts only, where its compiled fast path is turned off', () => {
    // Zod's parsers, as functions of `z` or methods of a schema; JSON's, Date's and the XML readers' are others.
    const zodParse = /\.(parse|safeParse|parseAsync|safeParseAsync)\(/;
    const otherParse = /\b(JSON|Date|xmlParser|parser)\.parse\(/g;
    const parsers = files
      .filter((f) => (f.startsWith('shared/') || f.startsWith('functions/')) && !f.endsWith('.test.ts'))
      .filter((f) => zodParse.test(readFileSync(join(root, f), 'utf8').replace(otherParse, '')));
    expect(parsers).toEqual(['shared/kernel/validation.ts']);
  });

  it('documents every export of shared/ with a doc comment', () => {
    const undocumented: string[] = [];
    for (const file of files.filter((f) => f.startsWith('shared/'))) {
      const lines = readFileSync(join(root, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!/^export (async )?(function|const|class|interface|type|enum) /.test(line)) return;
        // The comment ends right above, or above a decorator-free multi-line signature's start.
        let above = i - 1;
        while (above >= 0 && lines[above]!.trim() === '') above -= 1;
        if (!lines[above]?.trim().endsWith('*/')) undocumented.push(`${file}:${i + 1} ${line.slice(0, 80)}`);
      });
    }
    expect(undocumented).toEqual([]);
  });

  // Each file's runtime imports, read once for all the handlers whose reach crosses it.
  const runtimeImportsByFile = new Map<string, string[]>();
  const runtimeImports = (file: string, atLoad: boolean): string[] => {
    const cacheKey = `${atLoad}:${file}`;
    let found = runtimeImportsByFile.get(cacheKey);
    if (!found) runtimeImportsByFile.set(cacheKey, (found = importsOf(file, { runtimeOnly: true, atLoad })));
    return found;
  };
  /**
   * What a handler's bundle holds: our files its imports reach, and the packages they import;
   * `atLoad`, only what it evaluates as it loads (no dynamic import followed).
   */
  const reachedFrom = (handler: string, { atLoad = false } = {}): { files: Set<string>; packages: Set<string> } => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !files.includes(file)) return;
      seen.add(file);
      for (const spec of runtimeImports(file, atLoad)) {
        if (spec.startsWith('.')) visit(relative(root, resolve(root, file, '..', spec)));
        else packages.add(spec);
      }
    };
    visit(handler);
    return { files: seen, packages };
  };
  const packagesReached = (handler: string) => reachedFrom(handler).packages;
  const functionHandlers = files.filter((f) => f.startsWith('functions/'));

  it('bundles no function with every declaration: the API description and the routes are generated files', () => {
    expect(functionHandlers.length).toBeGreaterThan(100);
    expect(functionHandlers.filter((f) => reachedFrom(f).files.has('shared/operations.ts'))).toEqual([]);
  });

  it("leaves the image codecs to the logo's upload: every other function is spared compiling them cold", () => {
    const codecs = functionHandlers.filter((f) =>
      [...packagesReached(f)].some((spec) => spec === 'pngjs' || spec === 'jpeg-js'),
    );
    expect(codecs).toEqual(['functions/profile/logo-set.ts']);
  });

  it('loads the S3 SDK on the first call that touches a bucket, never as a function loads', () => {
    const withBuckets = functionHandlers.filter((f) =>
      [...packagesReached(f)].some((spec) => spec.startsWith('@aws-sdk/client-s3')),
    );
    expect(withBuckets.length).toBeGreaterThan(10);
    expect(
      withBuckets.filter((f) =>
        [...reachedFrom(f, { atLoad: true }).packages].some((spec) => spec.startsWith('@aws-sdk/client-s3')),
      ),
    ).toEqual([]);
  });

  it("leaves Powertools' idempotency to the functions of changes that take Idempotency-Key", () => {
    const readers = functionHandlers.filter((f) =>
      /\b(apiHandler|publicHandler)\(/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(readers.length).toBeGreaterThan(50);
    const carrying = readers.filter((f) =>
      [...packagesReached(f)].some((spec) => spec.startsWith('@aws-lambda-powertools/idempotency')),
    );
    expect(carrying).toEqual([]);
  });

  it('declares the files a function loads from beside its bundle wherever its code reaches their loader', () => {
    const missing: string[] = [];
    for (const spec of [...operations, ...workers] as (Operation | Worker)[]) {
      if (!functionHandlers.includes(spec.handler)) continue;
      const reached = reachedFrom(spec.handler).files;
      // Reading a PDF (the renderers' pdf-lib goes with makesPdf, its fonts and layer: test/infra).
      const readsPdf = 'readsPdf' in spec && spec.readsPdf;
      if (reached.has('shared/features/einvoice/reading/pdf.ts') && !spec.makesPdf && !readsPdf)
        missing.push(`${spec.name}: readsPdf (pdf-lib)`);
    }
    expect(missing).toEqual([]);
  });
});
