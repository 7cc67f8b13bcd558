/**
 * Parses the JSON that pages put in `<script type="application/ld+json">`, tolerating what real
 * sites get wrong: HTML comment and CDATA wrappers, JavaScript comments, raw line breaks and
 * stray backslashes inside strings, trailing commas and several objects one after another.
 */
export function parseLenientJson(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    // repaired below
  }
  const repaired = repair(
    trimmed
      .replace(/^\s*(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
      .replace(/(?:-->|\/\*\s*\]\]>\s*\*\/|\/\/\s*\]\]>|\]\]>)\s*$/, '')
      .replace(/;\s*$/, ''),
  );
  for (const attempt of [repaired, `[${repaired.replace(/}\s*{/g, '},{')}]`]) {
    try {
      return JSON.parse(attempt) as unknown;
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

const validEscape = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

function dropTrailingComma(out: string[]): void {
  for (let i = out.length - 1; i >= 0; i -= 1) {
    const char = out[i] as string;
    if (/\s/.test(char)) continue;
    if (char === ',') out.splice(i, 1);
    return;
  }
}

function repair(text: string): string {
  const out: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (inString) {
      if (char === '\\') {
        const next = text[i + 1] ?? '';
        if (validEscape.has(next)) {
          out.push(char, next);
          i += 1;
        }
        continue;
      }
      if (char === '"') inString = false;
      out.push(char < ' ' ? ' ' : char);
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
      continue;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
      continue;
    } else if (char === '}' || char === ']') dropTrailingComma(out);
    out.push(char);
  }
  return out.join('');
}
