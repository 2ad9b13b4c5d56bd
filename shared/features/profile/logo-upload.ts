/**
 * A logo uploaded (docs/api.md §10): read, checked before any decoder meets it, brought within
 * KEPT_SIDE pixels on white and encoded again, then stored. Apart from logo.ts, which every
 * document that draws the logo reads, so that only the upload's function carries the PNG and
 * JPEG codecs (about 50 KiB of a bundle to compile at every cold start of the others).
 */
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Principal } from '../../access/principal.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import type { Stores } from '../ports.ts';
import {
  ADAM7,
  KEPT_SIDE,
  type Logo,
  type LogoInfo,
  type LogoType,
  MAX_LOGO_BYTES,
  type PngHeader,
  pngChunks,
  refused,
} from './logo.ts';

/** The widest and tallest logo an upload may be, in pixels. */
const MAX_SIDE = 4096;
/** Samples per pixel of each PNG colour type: grey, RGB, palette, grey and alpha, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** How many bytes a PNG's image data inflates to: each row a filter byte and its samples, per Adam7 pass when interlaced. */
function inflatedSize(h: PngHeader, channels: number): number {
  const rowBytes = (width: number) => (width ? 1 + Math.ceil((width * channels * h.depth) / 8) : 0);
  if (!h.interlaced) return rowBytes(h.width) * h.height;
  return ADAM7.reduce((sum, [x, y, dx, dy]) => {
    const width = Math.ceil(Math.max(0, h.width - x) / dx);
    const height = Math.ceil(Math.max(0, h.height - y) / dy);
    return sum + (width ? rowBytes(width) * height : 0);
  }, 0);
}

/**
 * A PNG checked before it is decoded: header, colour type and depth, sides, and image data that
 * inflates to exactly the rows (or the Adam7 passes) its header promises, and never more: a
 * small file cannot make the decoder inflate past what the image holds.
 */
function checkPng(png: Buffer): void {
  const { header, data } = pngChunks(png);
  const channels = PNG_CHANNELS[header.colour];
  if (!channels || ![1, 2, 4, 8, 16].includes(header.depth)) throw refused('a PNG of an unknown colour type or depth');
  checkSides(header.width, header.height);
  const expected = inflatedSize(header, channels);
  let pixels: Buffer;
  try {
    pixels = inflateSync(data, { maxOutputLength: expected + 1 });
  } catch {
    throw refused('PNG data that does not decompress to the rows its header states');
  }
  if (pixels.length !== expected) throw refused('PNG data that does not decompress to the rows its header states');
}

/** A JPEG's size from its frame header, and that its colour is grey or RGB. */
function checkJpeg(jpeg: Buffer): void {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw refused('not a JPEG');
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) throw refused('a JPEG whose markers do not follow');
    const marker = jpeg[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = jpeg.readUInt16BE(at + 2);
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame && at + 10 <= jpeg.length) {
      const height = jpeg.readUInt16BE(at + 5);
      const width = jpeg.readUInt16BE(at + 7);
      // CMYK has no place in a PDF/A whose output intent is sRGB (the Factur-X invoice).
      if (![1, 3].includes(jpeg[at + 9]!)) throw refused('a JPEG in neither grey nor RGB (CMYK is not taken)');
      checkSides(width, height);
      if (jpeg[jpeg.length - 2] !== 0xff || jpeg[jpeg.length - 1] !== 0xd9) throw refused('a JPEG cut short');
      return;
    }
    at += 2 + length;
  }
  throw refused('a JPEG without a frame');
}

function checkSides(width: number, height: number) {
  if (!width || !height || width > MAX_SIDE || height > MAX_SIDE)
    throw refused(`an image of ${width}x${height} pixels (each side 1 to ${MAX_SIDE})`);
}

/** An image as 8-bit RGBA pixels. */
interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The uploaded file's pixels, its structure checked first (so no decoder meets a bomb). */
function decoded(type: LogoType, file: Buffer): Pixels {
  if (type === 'image/png') {
    checkPng(file);
    try {
      return PNG.sync.read(file);
    } catch {
      throw refused('a PNG that does not decode');
    }
  }
  checkJpeg(file);
  try {
    // The bounds are the decoder's own: no more pixels than MAX_SIDE squared, no more memory than they need.
    return decodeJpeg(file, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: (MAX_SIDE * MAX_SIDE) / 1_000_000,
      maxMemoryUsageInMB: 256,
    });
  } catch {
    throw refused('a JPEG that does not decode');
  }
}

/**
 * The image within `side` pixels a side, each pixel the mean of the source pixels it covers (a
 * box filter: a logo is only ever made smaller), laid on white: the documents print on white,
 * so a transparent logo looks as it did, and the PDF takes it as it is stored (no alpha to split).
 */
function fittedOnWhite(image: Pixels, side: number): Pixels {
  const scale = Math.min(1, side / image.width, side / image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const at = (sy * image.width + sx) * 4;
          const alpha = image.data[at + 3]! / 255;
          r += image.data[at]! * alpha + 255 * (1 - alpha);
          g += image.data[at + 1]! * alpha + 255 * (1 - alpha);
          b += image.data[at + 2]! * alpha + 255 * (1 - alpha);
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const to = (y * width + x) * 4;
      data[to] = Math.round(r / count);
      data[to + 1] = Math.round(g / count);
      data[to + 2] = Math.round(b / count);
      data[to + 3] = 255;
    }
  }
  return { width, height, data };
}

/** The pixels as the file the logo is kept as: an 8-bit RGB PNG, not interlaced (what a PDF takes as it is), or a baseline JPEG. */
function encoded(type: LogoType, image: Pixels): Buffer {
  if (type === 'image/jpeg') return encodeJpeg({ ...image, data: Buffer.from(image.data) }, 90).data;
  const png = new PNG({ width: image.width, height: image.height, colorType: 2, inputHasAlpha: true });
  png.data = Buffer.from(image.data);
  return PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, deflateLevel: 9 });
}

/**
 * A logo from an uploaded file (400 unless the PNG or JPEG it says it is): decoded, brought
 * within KEPT_SIDE pixels a side on white, and encoded again, so that what every document
 * draws is bounded whatever the upload held. Halved until it fits MAX_LOGO_BYTES (a 128-pixel
 * PNG always does).
 */
export function readLogo(type: LogoType, bytes: Uint8Array): Logo {
  const source = decoded(type, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  let file: Buffer = Buffer.alloc(0);
  let image = source;
  for (let side = KEPT_SIDE; side >= 128; side /= 2) {
    image = fittedOnWhite(source, side);
    file = encoded(type, image);
    if (file.byteLength <= MAX_LOGO_BYTES) break;
  }
  return {
    info: {
      Type: type,
      Width: image.width,
      Height: image.height,
      Bytes: file.byteLength,
      Hash: createHash('sha256').update(file).digest('hex'),
    },
    bytes: new Uint8Array(file),
  };
}

/** Sets the account's logo (docs/api.md §10): a PNG or JPEG of at most 512 KiB, checked (400), replacing any before. */
export const setLogo = (
  deps: Pick<Stores, 'accounts'>,
  principal: Pick<Principal, 'accountId'>,
  file: { type: string; bytes: Uint8Array },
): Promise<LogoInfo> =>
  retryOnConflict(async () => {
    const logo = readLogo(file.type as LogoType, file.bytes);
    const stored = await deps.accounts.profile(principal.accountId);
    await deps.accounts.setLogo(principal.accountId, logo, stored?.logo);
    return logo.info;
  });
