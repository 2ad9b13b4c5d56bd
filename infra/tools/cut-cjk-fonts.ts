import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  inRanges,
  PROJECT_FONTS_DIR,
  scriptFamilies,
  subsetFile,
  subsetsOf,
  type Weight,
} from '../../shared/renderers/pdf/script-fonts.ts';
import { fontCoverage, rangesOfPoints } from './font-coverage.ts';

/**
 * Cuts the project's own script fonts (shared/renderers/pdf/fonts/) from Debian's packages: every
 * CJK Unified Ideograph of U+4E00-9FFF the Fontsource families do not print, from the full Noto
 * Sans CJK (its Traditional Chinese face, both weights), and what that lacks too from BabelStone
 * Han (one weight), each in subsets of about 180 code points so a PDF reads only those its text
 * needs. Run by hand when a source changes; the files are committed with their licence and a
 * SOURCE.md of where they came from.
 *   apt-get install -y fonts-noto-cjk fonts-babelstone-han python3-fonttools
 *   node --import tsx infra/tools/cut-cjk-fonts.ts
 */
const BLOCK = { from: 0x4e00, to: 0x9fff } as const;
const PER_SUBSET = 180;
const PYTHON = '/usr/bin/python3';

interface Source {
  family: string;
  debianPackage: string;
  files: Partial<Record<Weight, string>>;
  /** The face of a collection (.ttc), as fontTools numbers them. */
  faceNumber?: number;
  faceName: string;
}

const SOURCES: Source[] = [
  {
    family: 'noto-sans-cjk-tc',
    debianPackage: 'fonts-noto-cjk',
    files: {
      regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
      bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
    },
    faceNumber: 3,
    faceName: 'Noto Sans CJK TC',
  },
  {
    family: 'babelstone-han',
    debianPackage: 'fonts-babelstone-han',
    files: { regular: '/usr/share/fonts/truetype/babelstone/BabelStoneHan.ttf' },
    faceName: 'BabelStone Han',
  },
];

const python = (script: string, ...args: string[]): string =>
  execFileSync(PYTHON, ['-c', script, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

/** The code points a source's face maps in `file`, as fontTools reads them. */
const charsetOf = (source: Source, file: string): Set<number> =>
  new Set(
    JSON.parse(
      python(
        `import sys, json
from fontTools.ttLib import TTFont
face = TTFont(sys.argv[1], fontNumber=int(sys.argv[2]), lazy=True)
assert face['name'].getDebugName(1).startswith(sys.argv[3]), face['name'].getDebugName(1)
print(json.dumps(sorted(face.getBestCmap())))`,
        file,
        String(source.faceNumber ?? 0),
        // The face's family name, so a reordered collection fails here rather than cutting another face.
        source.faceName,
      ),
    ) as number[],
  );

/** Sorted code points as unicode.json writes them: `U+4E33,U+4E4A-4E4B`. */
const unicodeRange = (points: number[]): string => {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return rangesOfPoints(points)
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(',');
};

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const debianVersion = (pkg: string) =>
  // `dpkg-query -W` answers the package and its version, a tab apart.
  execFileSync('dpkg-query', ['-W', pkg], { encoding: 'utf8' }).trim().split('\t')[1];

function cut(source: Source, points: number[]): void {
  const dir = join(PROJECT_FONTS_DIR, source.family);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'files'), { recursive: true });
  const subsets: Record<string, string> = {};
  for (let i = 0; i * PER_SUBSET < points.length; i += 1) {
    const subset = `[${i}]`;
    const chunk = points.slice(i * PER_SUBSET, (i + 1) * PER_SUBSET);
    subsets[subset] = unicodeRange(chunk);
    for (const [weight, file] of Object.entries(source.files) as [Weight, string][]) {
      execFileSync(PYTHON, [
        '-m',
        'fontTools.subset',
        file,
        `--font-number=${source.faceNumber ?? 0}`,
        `--unicodes=${chunk.map((point) => point.toString(16)).join(',')}`,
        '--flavor=woff',
        '--no-hinting',
        // Plain charstrings: fontkit and pdf-lib subset them again for each PDF.
        '--desubroutinize',
        `--output-file=${join(dir, subsetFile({ family: source.family, subset }, weight))}`,
      ]);
    }
  }
  writeFileSync(join(dir, 'unicode.json'), `${JSON.stringify(subsets, null, 2)}\n`);
  copyFileSync(`/usr/share/doc/${source.debianPackage}/copyright`, join(dir, 'LICENSE'));
  const fontTools = python('import fontTools; print(fontTools.version)').trim();
  writeFileSync(
    join(dir, 'SOURCE.md'),
    [
      `# ${source.family}`,
      '',
      `${points.length} code points of U+4E00-9FFF (unicode.json, ${Object.keys(subsets).length} subsets), cut by`,
      `infra/tools/cut-cjk-fonts.ts with fontTools ${fontTools} (Debian's python3-fonttools) from the face`,
      `"${source.faceName}" of Debian's package \`${source.debianPackage}\` ${debianVersion(source.debianPackage)}:`,
      '',
      ...Object.entries(source.files).map(([weight, file]) => `- ${weight}: \`${file}\`, sha256 \`${sha256(file)}\``),
      '',
      `LICENSE is that package's copyright file (/usr/share/doc/${source.debianPackage}/copyright).`,
      '',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const printed = fontCoverage(subsetsOf(scriptFamilies.filter((family) => !family.inProject)));
  let wanted: number[] = [];
  for (let point = BLOCK.from; point <= BLOCK.to; point += 1) if (!inRanges(printed, point)) wanted.push(point);
  for (const source of SOURCES) {
    const weights = Object.values(source.files).map((file) => charsetOf(source, file));
    const taken = wanted.filter((point) => weights.every((charset) => charset.has(point)));
    cut(source, taken);
    wanted = wanted.filter((point) => !taken.includes(point));
    console.log(`${source.family}: ${taken.length} code points`);
  }
  if (wanted.length) throw new Error(`No source prints ${wanted.map((p) => p.toString(16)).join(' ')}`);
}
