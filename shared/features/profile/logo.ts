import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { invalid } from '../../kernel/errors.ts';

/** The largest logo the profile takes (docs/api.md §10). */
export const MAX_LOGO_BYTES = 512 * 1024;
/** The widest and tallest logo, in pixels: far past what a page header shows. */
const MAX_SIDE = 4096;

/** The image types a logo may be. */
export const logoTypes = ['image/png', 'image/jpeg'] as const;
/** One of them. */
export type LogoType = (typeof logoTypes)[number];

/** What the profile keeps of its logo: the image itself is stored apart, under its hash. */
export interface LogoInfo {
  Type: LogoType;
  Width: number;
  Height: number;
  Bytes: number;
  /** SHA-256 of the image, hex: names its stored parts, and changes with the image. */
  Hash: string;
}

/** A logo read and checked: its facts and its bytes. */
export interface Logo {
  info: LogoInfo;
  bytes: Uint8Array;
}

const refused = (why: string) => invalid(`The logo is not a usable image: ${why}.`, [{ field: 'Logo', message: why }]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel of each PNG colour type: grey, RGB, palette, grey and alpha, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A PNG's size, once its data is known to decompress to the rows its header promises (so the
 * PDF's decoder cannot fail on it later): chunks walked to IEND, IDAT inflated.
 */
function pngSize(png: Buffer): { width: number; height: number } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw refused('not a PNG');
  let at = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | undefined;
  const data: Buffer[] = [];
  let ended = false;
  while (at + 8 <= png.length && !ended) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (body.length !== length || at + 12 + length > png.length) throw refused('a PNG cut short');
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        colour: body[9]!,
        interlaced: body[12] === 1,
      };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    at += 12 + length;
  }
  if (!header || !ended || !data.length) throw refused('a PNG without its header, data or end');
  const channels = PNG_CHANNELS[header.colour];
  if (!channels || ![1, 2, 4, 8, 16].includes(header.depth)) throw refused('a PNG of an unknown colour type or depth');
  checkSides(header.width, header.height);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: 256 * 1024 * 1024 });
  } catch {
    throw refused('PNG data that does not decompress');
  }
  // Each row: a filter byte, then its samples (an interlaced image's seven passes hold no more).
  const row = 1 + Math.ceil((header.width * channels * header.depth) / 8);
  if (!header.interlaced && pixels.length < row * header.height) throw refused('PNG data shorter than its rows');
  return { width: header.width, height: header.height };
}

/** A JPEG's size from its frame header, and that its colour is grey or RGB. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
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
      return { width, height };
    }
    at += 2 + length;
  }
  throw refused('a JPEG without a frame');
}

function checkSides(width: number, height: number) {
  if (!width || !height || width > MAX_SIDE || height > MAX_SIDE)
    throw refused(`an image of ${width}x${height} pixels (each side 1 to ${MAX_SIDE})`);
}

/** A logo from an uploaded file, checked to be the PNG or JPEG it says it is (400 otherwise). */
export function readLogo(type: LogoType, bytes: Uint8Array): Logo {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { width, height } = type === 'image/png' ? pngSize(file) : jpegSize(file);
  return {
    info: {
      Type: type,
      Width: width,
      Height: height,
      Bytes: bytes.byteLength,
      Hash: createHash('sha256').update(file).digest('hex'),
    },
    bytes,
  };
}

/** The size a logo is drawn at: within `box` (points or pixels), its proportions kept, never enlarged. */
export function fitted(info: Pick<LogoInfo, 'Width' | 'Height'>, box: { width: number; height: number }) {
  const scale = Math.min(1, box.width / info.Width, box.height / info.Height);
  return { width: info.Width * scale, height: info.Height * scale };
}

/** The same in whole pixels, as an HTML image's `width` and `height` take them (at least 1 each). */
export function fittedPixels(info: Pick<LogoInfo, 'Width' | 'Height'>, box: { width: number; height: number }) {
  const size = fitted(info, box);
  return { width: Math.max(1, Math.round(size.width)), height: Math.max(1, Math.round(size.height)) };
}
