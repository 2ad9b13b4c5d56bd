import { describe, expect, it } from 'vitest';
import { fitted, fittedPixels, readLogo } from '../../shared/features/profile/logo.ts';
import { Failure } from '../../shared/kernel/errors.ts';
import { logoImage } from '../support/images.ts';

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
    expect(refusal(() => readLogo('image/png', taller))).toContain('shorter than its rows');
    const jpeg = logoImage(64, 32, 'jpeg');
    expect(refusal(() => readLogo('image/jpeg', jpeg.subarray(0, jpeg.length - 2)))).toContain('cut short');
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
