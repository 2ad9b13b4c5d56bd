import { describe, expect, it } from 'vitest';
import { srgbProfile } from './srgb-profile.ts';

const profile = Buffer.from(srgbProfile());
const tags = new Map(
  Array.from({ length: profile.readUInt32BE(128) }, (_, i) => {
    const at = 132 + 12 * i;
    return [
      profile.subarray(at, at + 4).toString('latin1'),
      { offset: profile.readUInt32BE(at + 4), size: profile.readUInt32BE(at + 8) },
    ] as const;
  }),
);
const body = (signature: string) => {
  const { offset, size } = tags.get(signature)!;
  return profile.subarray(offset, offset + size);
};
const xyz = (signature: string) => [0, 1, 2].map((i) => body(signature).readInt32BE(8 + 4 * i) / 65536);

describe('the sRGB ICC profile of the Factur-X output intent', () => {
  it('has a valid ICC v2 display-class RGB header', () => {
    expect(profile.readUInt32BE(0)).toBe(profile.length);
    expect(profile.readUInt32BE(8)).toBe(0x02100000);
    expect(profile.subarray(12, 24).toString('latin1')).toBe('mntrRGB XYZ ');
    expect(profile.subarray(36, 40).toString('latin1')).toBe('acsp');
    // The PCS illuminant D50, exactly as ICC.1 encodes it.
    expect([68, 72, 76].map((at) => profile.readInt32BE(at))).toEqual([0xf6d6, 0x10000, 0xd32d]);
  });

  it('has every tag a matrix/TRC display profile needs, inside the file and 4-byte aligned', () => {
    expect([...tags.keys()].sort()).toEqual(
      ['bTRC', 'bXYZ', 'cprt', 'desc', 'gTRC', 'gXYZ', 'rTRC', 'rXYZ', 'wtpt'].sort(),
    );
    for (const [signature, { offset, size }] of tags) {
      expect(offset % 4, signature).toBe(0);
      expect(offset + size, signature).toBeLessThanOrEqual(profile.length);
    }
    expect(body('desc').subarray(12, 29).toString('latin1')).toBe('sRGB IEC61966-2.1');
  });

  it('adds its primaries up to the D50 white, and follows the sRGB tone curve', () => {
    const [r, g, b] = [xyz('rXYZ'), xyz('gXYZ'), xyz('bXYZ')];
    const white = [0, 1, 2].map((i) => r[i]! + g[i]! + b[i]!);
    expect(white.map((v) => Math.round(v * 1000) / 1000)).toEqual([0.964, 1, 0.825]);
    const curve = body('rTRC');
    expect(curve.subarray(0, 4).toString('latin1')).toBe('curv');
    const points = Array.from({ length: curve.readUInt32BE(8) }, (_, i) => curve.readUInt16BE(12 + 2 * i));
    expect(points[0]).toBe(0);
    expect(points.at(-1)).toBe(65535);
    expect(points.every((p, i) => i === 0 || p >= points[i - 1]!)).toBe(true);
    // sRGB 50% is 21.4% linear light.
    expect(points[Math.round(0.5 * (points.length - 1))]! / 65535).toBeCloseTo(0.214, 2);
  });
});
