import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { statusOf } from '../../http/answers.ts';
import { Failure } from '../../kernel/errors.ts';
import { parse } from '../../kernel/validation.ts';
import { ANSWERED_IN_PLACE_BYTES, offerUpload, storedFileOrLink, uploadedFile, uploadRequest } from './uploads.ts';

const refusal = async (call: () => Promise<unknown>) => {
  try {
    await call();
  } catch (error) {
    if (error instanceof Failure) return { status: statusOf[error.kind], code: error.code };
    throw error;
  }
  throw new Error('not refused');
};

describe('files past what a request or an answer carries', () => {
  it('offers a link for the declared type and size under the key the feature names, for 15 minutes', async () => {
    const { ports } = fakePorts();
    const link = await offerUpload(ports, (upload) => `uploads/acc/things/${upload}`, { Type: 'image/png', Size: 42 });
    expect(link.Upload).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.Url).toBe(
      `https://bucket.invalid/uploads/acc/things/${link.Upload}?type=image%2Fpng&size=42&expires=900`,
    );
    expect(link.Headers).toEqual({ 'Content-Type': 'image/png', 'Content-Length': '42' });
    expect(Date.parse(link.ExpiresAt) - Date.now()).toBeGreaterThan(899_000);
    const missing = { upload: link.Upload, where: 'here', linkOperation: 'thing-upload' };
    expect(await refusal(() => uploadedFile(ports, `uploads/acc/things/${link.Upload}`, missing))).toEqual({
      status: 409,
      code: 'upload_missing',
    });
  });

  it('bounds the ask: a type of those taken, a whole size from 1 byte to the bound', () => {
    const ask = uploadRequest(['application/pdf'], 5 * 1024 * 1024);
    expect(parse(ask, { Type: 'application/pdf', Size: 5 * 1024 * 1024 }, 'The upload')).toBeTruthy();
    for (const body of [
      { Type: 'application/pdf', Size: 5 * 1024 * 1024 + 1 },
      { Type: 'application/pdf', Size: 0 },
      { Type: 'application/pdf', Size: 1.5 },
      { Type: 'image/png', Size: 10 },
      { Type: 'application/pdf', Size: 10, More: 1 },
    ])
      expect(() => parse(ask, body, 'The upload'), JSON.stringify(body)).toThrow(Failure);
  });

  it('answers a kept file in place up to 4 MiB, past that a link to it, whether the record knows its size or not', async () => {
    const { ports } = fakePorts();
    const keep = (key: string, size: number) =>
      ports.storedFiles.put(key, { type: 'application/pdf', bytes: new Uint8Array(size) });
    await keep('files/a/small', ANSWERED_IN_PLACE_BYTES);
    await keep('files/a/large', ANSWERED_IN_PLACE_BYTES + 1);
    expect(await storedFileOrLink(ports, 'files/a/small', 'it')).toHaveProperty('bytes');
    expect(await storedFileOrLink(ports, 'files/a/large', 'it')).toEqual({
      link: 'https://bucket.invalid/files/a/large?expires=900',
    });
    // The record's size spares reading it: the link is made without a read.
    expect(await storedFileOrLink(ports, 'files/a/absent', 'it', ANSWERED_IN_PLACE_BYTES + 1)).toHaveProperty('link');
    expect(await refusal(() => storedFileOrLink(ports, 'files/a/absent', 'it', 10))).toEqual({
      status: 404,
      code: 'not_found',
    });
    expect(await refusal(() => storedFileOrLink(ports, undefined, 'it'))).toMatchObject({ status: 404 });
  });
});
