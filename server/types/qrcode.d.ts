/** The one call Larder makes of `qrcode` (no `@types/qrcode` in the dependencies). */
declare module 'qrcode' {
  interface ToStringOptions {
    type?: 'svg' | 'terminal' | 'utf8';
    small?: boolean;
    margin?: number;
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    color?: { dark?: string; light?: string };
  }
  export function toString(text: string, options?: ToStringOptions): Promise<string>;
}
