/**
 * An sRGB ICC profile (ICC.1 version 2.1, display class), made here from the numbers of the
 * sRGB standard (IEC 61966-2-1) rather than shipped as a binary: the D50-adapted primaries and
 * the sRGB tone curve sampled at 1024 points, as the widely used reference profiles have them.
 * A Factur-X PDF names it as its PDF/A output intent (what its RGB colours mean).
 */
const D50 = [0.9642, 1.0, 0.8249];
// The sRGB primaries adapted to the profile connection space's D50 white (Bradford).
const PRIMARIES = {
  rXYZ: [0.436066, 0.222488, 0.013916],
  gXYZ: [0.385147, 0.716873, 0.097061],
  bXYZ: [0.143066, 0.060608, 0.714096],
};
const CURVE_POINTS = 1024;

/** sRGB's transfer function: encoded value to linear light, both 0..1. */
const srgbToLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

const ascii = (text: string) => Buffer.from(text, 'latin1');

function xyzType(values: number[]): Buffer {
  const out = Buffer.alloc(20);
  out.write('XYZ ', 0, 'latin1');
  values.forEach((v, i) => {
    out.writeInt32BE(Math.round(v * 65536), 8 + 4 * i);
  });
  return out;
}

function curveType(): Buffer {
  const out = Buffer.alloc(12 + 2 * CURVE_POINTS);
  out.write('curv', 0, 'latin1');
  out.writeUInt32BE(CURVE_POINTS, 8);
  for (let i = 0; i < CURVE_POINTS; i += 1)
    out.writeUInt16BE(Math.round(srgbToLinear(i / (CURVE_POINTS - 1)) * 65535), 12 + 2 * i);
  return out;
}

/** ICC v2's textDescriptionType: the ASCII description, and empty Unicode and ScriptCode parts. */
function descriptionType(text: string): Buffer {
  const head = Buffer.alloc(12);
  head.write('desc', 0, 'latin1');
  head.writeUInt32BE(text.length + 1, 8);
  // ASCII with its NUL; Unicode language and count (0, 0); ScriptCode code, count and its 67 bytes.
  return Buffer.concat([head, ascii(text), Buffer.alloc(1), Buffer.alloc(8), Buffer.alloc(3 + 67)]);
}

function textType(text: string): Buffer {
  const head = Buffer.alloc(8);
  head.write('text', 0, 'latin1');
  return Buffer.concat([head, ascii(text), Buffer.alloc(1)]);
}

const pad4 = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

/** The profile's bytes. */
export function srgbProfile(): Uint8Array {
  const curve = pad4(curveType());
  const tags: [string, Buffer][] = [
    ['desc', pad4(descriptionType('sRGB IEC61966-2.1'))],
    ['cprt', pad4(textType('No copyright, use freely'))],
    ['wtpt', xyzType(D50)],
    ...Object.entries(PRIMARIES).map(([sig, xyz]) => [sig, xyzType(xyz)] as [string, Buffer]),
    // The three channels share one curve: one copy, three tag entries.
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const tableSize = 4 + 12 * tags.length;
  const table = Buffer.alloc(tableSize);
  table.writeUInt32BE(tags.length, 0);
  const data: Buffer[] = [];
  let offset = 128 + tableSize;
  const placed = new Map<Buffer, number>();
  tags.forEach(([signature, body], i) => {
    let at = placed.get(body);
    if (at === undefined) {
      at = offset;
      placed.set(body, at);
      data.push(body);
      offset += body.length;
    }
    table.write(signature, 4 + 12 * i, 'latin1');
    table.writeUInt32BE(at, 8 + 12 * i);
    table.writeUInt32BE(body.length, 12 + 12 * i);
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8); // version 2.1
  header.write('mntr', 12, 'latin1');
  header.write('RGB ', 16, 'latin1');
  header.write('XYZ ', 20, 'latin1');
  [2026, 1, 1, 0, 0, 0].forEach((part, i) => {
    header.writeUInt16BE(part, 24 + 2 * i);
  });
  header.write('acsp', 36, 'latin1');
  header.writeUInt32BE(0, 64); // perceptual
  D50.forEach((v, i) => {
    header.writeInt32BE(Math.round(v * 65536), 68 + 4 * i);
  });
  return new Uint8Array(Buffer.concat([header, table, ...data]));
}
