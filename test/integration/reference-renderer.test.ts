import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packageFile } from '../../shared/kernel/package-files.ts';
import { rendererPackageFile } from '../../shared/renderers/openapi/reference-page.ts';
import { useApi } from '../support/api.ts';

const { state } = useApi();

/** The raw answer, bytes as sent (fetch would decompress them). */
const raw = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(state.baseUrl + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

describe("the reference page's renderer", () => {
  const plain = readFileSync(packageFile(rendererPackageFile));

  it("is sent gzipped to a client that takes gzip, well within Lambda's 6 MB answer once in base64", async () => {
    const answer = await raw('/api/docs/scalar.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(answer.body).equals(plain)).toBe(true);
    expect((answer.body.length * 4) / 3).toBeLessThan(0.3 * 6 * 1024 * 1024);
  });

  it('is sent as it is to a client that takes no compression', async () => {
    const answer = await raw('/api/docs/scalar.js', {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(plain)).toBe(true);
  });
});
