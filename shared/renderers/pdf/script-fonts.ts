import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from '../../kernel/config.ts';

/** The two weights a PDF prints in. */
export const WEIGHTS = { regular: 400, bold: 700 } as const;
/** One of them. */
export type Weight = keyof typeof WEIGHTS;

/**
 * A family of script fonts: its subsets (named, or every numbered one of its unicode.json), where
 * its files are (a Fontsource package, or the project's own cut, fonts/ beside this file) and the
 * weights it has (a family of one weight prints bold text in its regular).
 */
export interface ScriptFamily {
  family: string;
  subsets: readonly string[] | 'numbered';
  inProject?: true;
  weights?: readonly Weight[];
}

/**
 * The fonts of the scripts DejaVu Sans does not print well or at all (docs/libraries.md): Noto
 * Sans for Hebrew, Arabic, Devanagari, Thai, the other scripts of India and Sri Lanka, Khmer,
 * Myanmar and Ethiopic, and Japanese, Simplified and Traditional Chinese (Taiwan, Hong Kong) and
 * Korean for CJK, as Fontsource publishes them: each cut into subsets of code points (a CJK font
 * into about a hundred), so a PDF reads only the subsets its text needs. Earlier families win for
 * a code point several hold (a Han character: Japanese, then Chinese, then Korean). Last, the
 * ideographs of U+4E00-9FFF Google Fonts' CJK families lack, cut from Debian's full Noto Sans CJK
 * (its Traditional Chinese face) and, for the sixteen of Unicode 13 and 14 it lacks too, BabelStone
 * Han (one weight): infra/tools/cut-cjk-fonts.ts, fonts/<family>/SOURCE.md beside this file.
 */
export const scriptFamilies: readonly ScriptFamily[] = [
  { family: 'noto-sans-hebrew', subsets: ['hebrew'] },
  { family: 'noto-sans-arabic', subsets: ['arabic'] },
  { family: 'noto-sans-devanagari', subsets: ['devanagari'] },
  { family: 'noto-sans-thai', subsets: ['thai'] },
  ...(
    [
      'bengali',
      'tamil',
      'gurmukhi',
      'gujarati',
      'telugu',
      'kannada',
      'malayalam',
      'sinhala',
      'khmer',
      'myanmar',
      'ethiopic',
    ] as const
  ).map((script) => ({ family: `noto-sans-${script}`, subsets: [script] })),
  { family: 'noto-sans-jp', subsets: 'numbered' },
  { family: 'noto-sans-sc', subsets: 'numbered' },
  { family: 'noto-sans-tc', subsets: 'numbered' },
  { family: 'noto-sans-hk', subsets: 'numbered' },
  { family: 'noto-sans-kr', subsets: 'numbered' },
  { family: 'noto-sans-cjk-tc', subsets: 'numbered', inProject: true },
  { family: 'babelstone-han', subsets: 'numbered', inProject: true, weights: ['regular'] },
];

/** Where the stack's layer puts the fonts, in the folder Lambda unpacks layers into (infra/cdk/functions.ts): `/opt/fonts/<family>/...`. */
export const LAYER_FONTS = 'fonts';

/** Where the project's own families are (a folder each): beside this file, not in a bundle. */
export const PROJECT_FONTS_DIR = fileURLToPath(new URL('./fonts/', import.meta.url));

const located = new Map<string, string>();

/**
 * A file of a family: in its package or the project locally, in the fonts layer on Lambda. Found
 * once a process: each PDF asks again for the subsets its text needs.
 */
export function fontFile(family: string, path: string): string {
  const key = `${family}/${path}`;
  let file = located.get(key);
  if (!file) {
    file = locate(family, path);
    located.set(key, file);
  }
  return file;
}

function locate(family: string, path: string): string {
  const inProject = join(PROJECT_FONTS_DIR, family, path);
  if (existsSync(inProject)) return inProject;
  try {
    return createRequire(import.meta.url).resolve(`@fontsource/${family}/${path}`);
  } catch {
    return join(config.layersDir, LAYER_FONTS, family, path);
  }
}

/** One subset of a script family: the code points it holds (sorted ranges, inclusive). */
export interface ScriptSubset {
  family: string;
  subset: string;
  ranges: [number, number][];
  weights: readonly Weight[];
}

/** The WOFF file of a subset in a weight (WOFF, not WOFF2: fontkit loses WOFF2's transformed glyph tables). */
export const subsetFile = (subset: Pick<ScriptSubset, 'family' | 'subset'>, weight: Weight): string =>
  `files/${subset.family}-${subset.subset.replace(/[[\]]/g, '')}-${WEIGHTS[weight]}-normal.woff`;

/** `U+0600-06FF,U+200C` as ranges. */
const rangesOf = (unicodeRange: string): [number, number][] =>
  unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, '').split('-'))
    .map(([from, to]) => [parseInt(from!, 16), parseInt(to ?? from!, 16)] as [number, number])
    .sort((a, b) => a[0] - b[0]);

/** Subsets fontkit cannot read (no cmap table as it parses the file): left out, their characters refused at input. */
const UNREADABLE = new Set(['noto-sans-sc/[101]', 'noto-sans-tc/[119]', 'noto-sans-hk/[103]', 'noto-sans-hk/[119]']);

/** The subsets of some families, in their order (each family's unicode.json read). */
export const subsetsOf = (families: readonly ScriptFamily[]): ScriptSubset[] =>
  families.flatMap(({ family, subsets: chosen, weights = ['regular', 'bold'] }) => {
    const ranges = JSON.parse(readFileSync(fontFile(family, 'unicode.json'), 'utf8')) as Record<string, string>;
    const names = chosen === 'numbered' ? Object.keys(ranges).filter((name) => /^\[\d+\]$/.test(name)) : chosen;
    return names
      .filter((subset) => !UNREADABLE.has(`${family}/${subset}`))
      .map((subset) => ({ family, subset, ranges: rangesOf(ranges[subset]!), weights }));
  });

let subsets: ScriptSubset[] | undefined;

/** Every subset the PDFs may use, in the order fonts are preferred; read once, on the first PDF that needs one. */
export function scriptSubsets(): ScriptSubset[] {
  subsets ??= subsetsOf(scriptFamilies);
  return subsets;
}

/** Whether sorted inclusive ranges hold a code point. */
export function inRanges(ranges: readonly (readonly [number, number])[], codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = ranges[middle]!;
    if (codePoint < from) high = middle - 1;
    else if (codePoint > to) low = middle + 1;
    else return true;
  }
  return false;
}

/** Every file of the fonts layer, relative to its `fonts/` directory, with its place in node_modules. */
export function layerFiles(): { path: string; from: string }[] {
  const families = scriptFamilies.map(({ family }) => family);
  const perFamily = families.flatMap((family) =>
    ['unicode.json', 'LICENSE'].map((file) => ({ path: `${family}/${file}`, from: fontFile(family, file) })),
  );
  const fonts = scriptSubsets().flatMap((subset) =>
    subset.weights.map((weight) => ({
      path: `${subset.family}/${subsetFile(subset, weight)}`,
      from: fontFile(subset.family, subsetFile(subset, weight)),
    })),
  );
  return [...perFamily, ...fonts];
}
