import { toString } from 'qrcode';

/** A QR code of `url` as an SVG document, for the sharing page (a phone's camera opens it). */
export function qrSvg(url: string): Promise<string> {
  return toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** The same code drawn with block characters, for the terminal of `npm run serve -- --lan`. */
export function qrTerminal(url: string): Promise<string> {
  return toString(url, { type: 'terminal', small: true, errorCorrectionLevel: 'L' });
}
