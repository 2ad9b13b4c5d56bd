/** The `qrcode` package's encoder, imported alone (shared/renderers/qr.ts): typed as the package's own `create`. */
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';
  export function create(text: string, options?: QRCodeOptions): QRCode;
}
