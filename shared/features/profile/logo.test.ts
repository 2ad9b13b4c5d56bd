import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { logoImage } from '../../../test/support/images.ts';
import { Failure } from '../../kernel/errors.ts';
import { ADAM7, fitted, fittedPixels } from './logo.ts';
import { readLogo } from './logo-upload.ts';

/** A logo is read as the image it says it is before it is kept (docs/api.md §10). */
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof Failure ? error.message : `not a Failure: ${error}`;
  }
  return 'accepted';
};

describe('reading a logo', () => {
  it('takes a PNG and a JPEG, with their sizes and hash', () => {
    const png = readLogo('image/png', logoImage(300, 100));
    expect(png.info).toMatchObject({ Type: 'image/png', Width: 300, Height: 100 });
    expect(png.info.Hash).toMatch(/^[0-9a-f]{64}$/);
    expect(readLogo('image/jpeg', logoImage(64, 32, 'jpeg')).info).toMatchObject({ Width: 64, Height: 32 });
  });

  it('refuses a file that is not the image it says, or whose data does not hold its rows', () => {
    const png = logoImage(300, 100);
    expect(refusal(() => readLogo('image/jpeg', png))).toContain('not a JPEG');
    expect(refusal(() => readLogo('image/png', logoImage(64, 32, 'jpeg')))).toContain('not a PNG');
    expect(refusal(() => readLogo('image/png', png.subarray(0, png.length - 12)))).toContain('end');
    // The header claims twice the height the data holds.
    const taller = Buffer.from(png);
    taller.writeUInt32BE(200, 20);
    expect(refusal(() => readLogo('image/png', taller))).toContain('rows its header states');
    const jpeg = logoImage(64, 32, 'jpeg');
    expect(refusal(() => readLogo('image/jpeg', jpeg.subarray(0, jpeg.length - 2)))).toContain('cut short');
  });

  it('refuses a header cut short (IHDR of 5 bytes), not a fault', () => {
    const png = logoImage(30, 10);
    const short = Buffer.concat([png.subarray(0, 8), chunk('IHDR', Buffer.alloc(5)), png.subarray(33)]);
    expect(refusal(() => readLogo('image/png', short))).toContain('header is not 13 bytes');
  });

  it('checks an interlaced PNG against its seven passes: whole it is taken, short or bloated it is refused', () => {
    const whole = interlaced(37, 11, (data) => data);
    expect(readLogo('image/png', whole).info).toMatchObject({ Width: 37, Height: 11 });
    // The 68-byte interlaced PNG of the review: a header of 4096 x 4096 and almost no data.
    expect(
      refusal(() =>
        readLogo(
          'image/png',
          interlaced(4096, 4096, () => Buffer.alloc(3)),
        ),
      ),
    ).toContain('rows its header states');
    // A bomb: a small file whose data inflates far past the rows (255 MiB from 260 KB in the review).
    const bomb = interlaced(16, 16, () => Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    expect(refusal(() => readLogo('image/png', bomb))).toContain('rows its header states');
  });

  it('keeps any accepted logo within 1024 pixels a side, on white, as an 8-bit RGB PNG or a baseline JPEG within 512 KiB', () => {
    for (const [type, kind] of [
      ['image/png', 'png'],
      ['image/jpeg', 'jpeg'],
    ] as const) {
      expect(readLogo(type, logoImage(4096, 2048, kind)).info).toMatchObject({ Type: type, Width: 1024, Height: 512 });
      // The worst the upload takes: 4096 pixels of noise, which no encoder compresses: halved until it fits.
      const kept = readLogo(type, logoImage(4096, 2048, kind, true));
      expect(kept.info.Width).toBeLessThanOrEqual(1024);
      expect(kept.info.Width).toBe(kept.info.Height * 2);
      expect(kept.bytes.byteLength).toBeLessThanOrEqual(512 * 1024);
      expect(kept.info.Bytes).toBe(kept.bytes.byteLength);
    }
    const png = Buffer.from(readLogo('image/png', transparentPng()).bytes);
    // IHDR: colour type 2 (RGB), depth 8, not interlaced.
    expect([png[24], png[25], png[28]]).toEqual([8, 2, 0]);
    const pixels = PNG.sync.read(png);
    expect([...pixels.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('is drawn within its box, proportions kept, never enlarged', () => {
    expect(fitted({ Width: 300, Height: 100 }, { width: 160, height: 60 })).toEqual({ width: 160, height: 160 / 3 });
    expect(fitted({ Width: 100, Height: 100 }, { width: 160, height: 60 })).toEqual({ width: 60, height: 60 });
    expect(fitted({ Width: 40, Height: 20 }, { width: 160, height: 60 })).toEqual({ width: 40, height: 20 });
    // In whole pixels for HTML, never none.
    expect(fittedPixels({ Width: 301, Height: 100 }, { width: 200, height: 64 })).toEqual({ width: 193, height: 64 });
    expect(fittedPixels({ Width: 4096, Height: 1 }, { width: 200, height: 64 })).toEqual({ width: 200, height: 1 });
  });
});

/** A PNG chunk: length, type, body and its CRC. */
function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** An interlaced 8-bit grey PNG; `data` may replace its raw passes (filter byte 0 per row) before they are deflated. */
function interlaced(width: number, height: number, data: (raw: Buffer) => Buffer): Buffer {
  const rows: Buffer[] = [];
  for (const [x, y, dx, dy] of ADAM7) {
    const w = Math.ceil(Math.max(0, width - x) / dx);
    const h = Math.ceil(Math.max(0, height - y) / dy);
    if (w) for (let r = 0; r < h; r += 1) rows.push(Buffer.alloc(1 + w, r % 2 ? 0 : 200).fill(0, 0, 1));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  header[12] = 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(data(Buffer.concat(rows)), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose every pixel is transparent. */
function transparentPng(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(0);
  return PNG.sync.write(png);
}
