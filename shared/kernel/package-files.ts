import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a file of a package is: in the package locally, beside the bundle on Lambda (the stack
 * copies the files a function reads at run time there: fonts, fontkit, the reference renderer).
 */
export function packageFile(path: string, besideName = path.split('/').pop()!): string {
  try {
    return createRequire(import.meta.url).resolve(path);
  } catch {
    return join(dirname(fileURLToPath(import.meta.url)), besideName);
  }
}
