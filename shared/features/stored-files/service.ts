import { notFound } from '../../kernel/errors.ts';
import type { Ports } from '../ports.ts';
import type { StoredFile } from './port.ts';

/** The file kept under `key` (none when the record names none), or 404 naming `what`. */
export async function storedFileOr404(
  deps: Pick<Ports, 'storedFiles'>,
  key: string | undefined,
  what: string,
): Promise<StoredFile> {
  const file = key === undefined ? undefined : await deps.storedFiles.get(key);
  if (!file) throw notFound(what);
  return file;
}
