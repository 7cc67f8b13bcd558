/**
 * Markdown's syntax characters, `www.`/`://` (GFM autolinks), line breaks, and leading digits,
 * dashes or spaces (lists, rules, code) or trailing spaces (hard breaks).
 */
const markdownSyntax = /[\\`*_~#>[\]|<&@=+{}\n\r\t]|:\/\/|www\.|^[-\d\s]|\s$/;

/**
 * True for one line of text without any Markdown syntax, which marked would turn into one
 * paragraph of the same text: most recipe descriptions. Those skip marked and DOMPurify.
 */
export function isPlainParagraph(source: string): boolean {
  return source.length > 0 && !markdownSyntax.test(source);
}
