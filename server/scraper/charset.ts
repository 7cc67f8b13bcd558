import { TextDecoder } from 'node:util';

/** The `charset` parameter of a Content-Type header, if any. */
function charsetOfContentType(contentType: string | null): string | null {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

/** A `<meta charset>` or `<meta http-equiv="Content-Type" content="…charset=…">` near the top. */
function charsetOfMeta(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  const direct = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return direct?.[1] ?? null;
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/**
 * Decodes a page as browsers do, in order: byte-order mark, the Content-Type header's charset,
 * a `<meta>` charset in the first 4 KB, else UTF-8. Unknown labels fall through to the next.
 */
export function decodeHtml(bytes: Uint8Array, contentType: string | null): string {
  const decoder =
    decoderFor(bomEncoding(bytes)) ??
    decoderFor(charsetOfContentType(contentType)) ??
    decoderFor(charsetOfMeta(bytes)) ??
    new TextDecoder('utf-8');
  return decoder.decode(bytes);
}
