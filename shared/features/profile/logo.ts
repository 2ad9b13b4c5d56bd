import { invalid } from '../../kernel/errors.ts';

/** The largest logo the profile takes (docs/api.md §10). */
export const MAX_LOGO_BYTES = 512 * 1024;
/** The widest and tallest logo is kept at, in pixels: past what a page header shows at twice its size. */
export const KEPT_SIDE = 1024;

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

/** The 400 answered to an upload that is not a usable image, saying why. */
export const refused = (why: string) =>
  invalid(`The logo is not a usable image: ${why}.`, [{ field: 'Logo', message: why }]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Adam7's seven passes: where each starts and how far it steps, across and down (PNG, 8.2). */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** A PNG's header, as its IHDR chunk states it. */
export interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colour: number;
  interlaced: boolean;
}

/** The chunks of a PNG walked to IEND: its header and its image data (not inflated). */
export function pngChunks(png: Buffer): { header: PngHeader; data: Buffer } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw refused('not a PNG');
  let at = 8;
  let header: PngHeader | undefined;
  const data: Buffer[] = [];
  let ended = false;
  while (at + 8 <= png.length && !ended) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (body.length !== length || at + 12 + length > png.length) throw refused('a PNG cut short');
    if (type === 'IHDR') {
      if (length !== 13) throw refused('a PNG whose header is not 13 bytes');
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
  return { header, data: Buffer.concat(data) };
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
