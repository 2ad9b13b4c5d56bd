import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('a module loaded once', () => {
  it('is imported on the first call only, and again after an import that failed', async () => {
    let imports = 0;
    let failing = true;
    const load = loadOnce(async () => {
      imports += 1;
      if (failing) throw new Error('not there yet');
      return { name: 'writer' };
    });
    await expect(load()).rejects.toThrow('not there yet');
    failing = false;
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(imports).toBe(2);
  });
});
