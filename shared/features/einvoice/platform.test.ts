import { describe, expect, it } from 'vitest';
import { settingsReadOnce } from './platform.ts';
import type { PlatformRecordsPort } from './port.ts';

describe("the platform worker's batch", () => {
  it("reads each account's settings once, and asks again after a failed read", async () => {
    const asked: string[] = [];
    let failNext = true;
    const records = {
      async settings(accountId: string) {
        asked.push(accountId);
        if (accountId === 'flaky' && failNext) {
          failNext = false;
          throw new Error('the table did not answer');
        }
        return { Url: `https://${accountId}.example/` };
      },
    } as unknown as PlatformRecordsPort;
    const batch = settingsReadOnce(records);
    const read = await Promise.all(['a', 'a', 'b', 'a'].map((id) => batch.settings(id)));
    expect(read.map((s) => s?.Url)).toEqual([
      'https://a.example/',
      'https://a.example/',
      'https://b.example/',
      'https://a.example/',
    ]);
    expect(asked).toEqual(['a', 'b']);
    await expect(batch.settings('flaky')).rejects.toThrow('did not answer');
    expect((await batch.settings('flaky'))?.Url).toBe('https://flaky.example/');
    expect(asked).toEqual(['a', 'b', 'flaky', 'flaky']);
  });
});
