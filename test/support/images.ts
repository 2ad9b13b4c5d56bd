import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createCanvas, type ImageData, loadImage } from '@napi-rs/canvas';
import pixelmatch from 'pixelmatch';
import { pdfjs } from './pdf-text.ts';

/** A page of a PDF as pdf.js draws it on a canvas, at `dpi`: its pixels (RGBA). */
export async function pdfPageImage(pdf: Uint8Array, dpi: number, pageNumber = 1): Promise<ImageData> {
  const library = await pdfjs();
  const doc = await library.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: dpi / 72 });
  // pdf.js's own canvas factory: its Path2D and canvas come from one copy of @napi-rs/canvas.
  type Drawing = { getImageData(x: number, y: number, w: number, h: number): ImageData };
  const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): { context: Drawing } } })
    .canvasFactory;
  const { context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context as never, viewport }).promise;
  const image = context.getImageData(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
  await doc.destroy();
  return image;
}

/** An image's pixels as a PNG file. */
export function pngOf(image: Pick<ImageData, 'data' | 'width' | 'height'>): Buffer {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  // pdf.js's canvas may be another copy of the library: its pixels are copied, not its object.
  const copy = context.createImageData(image.width, image.height);
  copy.data.set(image.data);
  context.putImageData(copy, 0, 0);
  return canvas.encodeSync('png');
}

/** A PNG file's pixels. */
async function pixelsOf(png: Buffer | string): Promise<ImageData> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, image.width, image.height);
}

/**
 * How far a rendering is from its reviewed reference image (test/visual/): the share of pixels
 * pixelmatch finds different (anti-aliasing ignored), 1 when the sizes differ. With
 * `UPDATE_VISUALS=1`, the rendering becomes the reference (to review and commit deliberately);
 * a missing reference is a failure otherwise.
 */
export async function differenceFromReference(png: Buffer, reference: string): Promise<number> {
  if (process.env.UPDATE_VISUALS === '1') {
    mkdirSync(dirname(reference), { recursive: true });
    writeFileSync(reference, png);
  }
  if (!existsSync(reference))
    throw new Error(`No reference image ${reference}: run with UPDATE_VISUALS=1, review it, commit it`);
  const [actual, expected] = await Promise.all([pixelsOf(png), pixelsOf(reference)]);
  if (actual.width !== expected.width || actual.height !== expected.height) return 1;
  const diff = pixelmatch(actual.data, expected.data, null, actual.width, actual.height, { threshold: 0.1 });
  return diff / (actual.width * actual.height);
}

/**
 * A logo to upload: a PNG of `width` x `height` (a mark and a word-mark's bars), or its JPEG;
 * `noisy`, with pixels of a fixed pseudo-random noise, so it compresses as little as a photograph.
 */
export function logoImage(width = 120, height = 40, type: 'png' | 'jpeg' = 'png', noisy = false): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // A mark and a word-mark's two bars, on white: drawn in rectangles only, the same pixels on any machine.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#1f6feb';
  context.fillRect(0, 0, height, height);
  context.fillStyle = '#ffffff';
  context.fillRect(Math.floor(height / 4), Math.floor(height / 4), Math.ceil(height / 2), Math.ceil(height / 2));
  context.fillStyle = '#24292f';
  context.fillRect(
    height + Math.floor(height / 5),
    Math.floor(height / 5),
    width - height - Math.floor(height / 5),
    Math.ceil(height / 4),
  );
  context.fillStyle = '#8c959f';
  context.fillRect(
    height + Math.floor(height / 5),
    Math.floor((height * 3) / 5),
    Math.floor((width - height) / 2),
    Math.ceil(height / 6),
  );
  if (noisy) {
    const pixels = context.getImageData(0, 0, width, height);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      if (i % 4 !== 3) pixels.data[i] = seed % 256;
    }
    context.putImageData(pixels, 0, 0);
  }
  return type === 'png' ? canvas.encodeSync('png') : canvas.encodeSync('jpeg', 90);
}
