import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * A small JSON file written atomically (write, then rename), so a crash never leaves half of it.
 * Readable by its owner only (0600): some hold secrets (an owner token, the cursor key).
 */
export class JsonFile<T extends object> {
  constructor(
    private readonly path: string,
    private readonly empty: T,
  ) {}

  read(): T {
    if (!existsSync(this.path)) return structuredClone(this.empty);
    try {
      return JSON.parse(readFileSync(this.path, 'utf8')) as T;
    } catch {
      return structuredClone(this.empty);
    }
  }

  write(value: T): void {
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(value, null, 2), { mode: 0o600 });
    renameSync(temporary, this.path);
  }
}
