import type { AnyNode, Element } from 'domhandler';

/** Elements, not text or comments (domhandler's own guard, without a runtime import). */
export const isElement = (node: AnyNode | null | undefined): node is Element =>
  node !== null && node !== undefined && 'attribs' in node;

const hiddenToken =
  /(?:^|\s)(?:hidden|hide|is-hidden|print-?only|[\w-]*(?:sr-only|visually-?hidden|screen-reader-text))(?:\s|$)/i;

/**
 * Whether the page hides an element (screen-reader headings, alternative unit lists,
 * print-only copies), judged from its markup and its ancestors'.
 */
export function isHidden(el: Element): boolean {
  for (let node: AnyNode | null = el; isElement(node); node = node.parent) {
    const { attribs } = node;
    const cls = attribs.class ?? '';
    if (attribs.hidden !== undefined || attribs['aria-hidden'] === 'true') return true;
    if (/display\s*:\s*none/i.test(attribs.style ?? '')) return true;
    if (hiddenToken.test(cls)) return true;
    // Bootstrap's `d-none d-lg-block` shows the element on large screens.
    if (/(?:^|\s)d-none(?:\s|$)/.test(cls) && !/\bd-\w+-(?:block|flex|inline|grid)\b/.test(cls)) {
      return true;
    }
  }
  return false;
}
