import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { packageFile } from '../../shared/kernel/package-files.ts';
import {
  fontFile,
  inRanges,
  type ScriptSubset,
  scriptSubsets,
  subsetFile,
} from '../../shared/renderers/pdf/script-fonts.ts';

interface Font {
  characterSet: number[];
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = createRequire(import.meta.url)('fontkit') as { create(bytes: Buffer): Font };

/**
 * The code points some font of the PDFs prints, as sorted inclusive ranges: DejaVu Sans (regular,
 * the fallback of bold too) and each script subset's glyphs within its ranges. What
 * shared/kernel/printable-ranges.ts must hold (shared/kernel/printable.test.ts); of some subsets
 * only, what the project's own cut must add to (infra/tools/cut-cjk-fonts.ts).
 */
export function fontCoverage(subsets: readonly ScriptSubset[] = scriptSubsets()): [number, number][] {
  const points = new Set<number>(
    fontkit.create(readFileSync(packageFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))).characterSet,
  );
  for (const subset of subsets) {
    const font = fontkit.create(readFileSync(fontFile(subset.family, subsetFile(subset, 'regular'))));
    for (const codePoint of font.characterSet) if (inRanges(subset.ranges, codePoint)) points.add(codePoint);
  }
  return rangesOfPoints([...points].sort((a, b) => a - b));
}

/** Sorted code points as sorted inclusive ranges, each run of neighbours one range. */
export function rangesOfPoints(sorted: readonly number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const codePoint of sorted) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}
