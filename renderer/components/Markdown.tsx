import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

import { isVideoEmbedSource } from '../../server/contract/video-embeds';

/**
 * The spec's fixed tag list (§5), as Mealie's SafeMarkdown allows: text formatting, headings,
 * lists, tables, links, images and iframes (for embedded videos). Anything else is dropped.
 * An iframe stays only when it plays a video from one of the sites in `videoEmbedSources`.
 */
const allowedTags = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sup',
  'sub',
  'q',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'iframe',
];
/** No event handlers, no `style`, no `srcdoc`; DOMPurify also refuses `javascript:` URLs. */
const allowedAttributes = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'class',
  'target',
  'rel',
  'colspan',
  'rowspan',
  'align',
  'allow',
  'allowfullscreen',
  'frameborder',
  'scrolling',
];

let purifier: Purifier | null = null;

/**
 * Our own DOMPurify instance, made on first use (hooks belong to an instance): it drops every
 * iframe whose `src` is not a listed video player, with whatever the iframe holds.
 */
function markdownPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && node instanceof Element) {
      if (!isVideoEmbedSource(node.getAttribute('src'))) node.remove();
    }
  });
  return purifier;
}

/** Markdown → sanitised HTML; exported for tests and for callers that need the string. */
function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return markdownPurifier().sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    FORBID_ATTR: ['srcdoc', 'style'],
  });
}

interface MarkdownProps {
  source: string | null | undefined;
  className?: string;
}

/** The only place Markdown becomes HTML (STYLE.md: renderer); the output is sanitised first. */
export function Markdown({ source, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source ?? ''), [source]);
  return (
    <div
      className={className ? `larder-markdown ${className}` : 'larder-markdown'}
      // Sanitised above with DOMPurify and the spec's tag list.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
