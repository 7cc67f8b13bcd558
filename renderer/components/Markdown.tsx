import { lazy, Suspense, useEffect } from 'react';

import { isPlainParagraph } from './markdown-plain';

// marked and DOMPurify (about 80 KB) load on first need, not before the home page's first cards.
const loadMarkdownHtml = () => import('./MarkdownHtml');
const MarkdownHtml = lazy(() =>
  loadMarkdownHtml().then((module) => ({ default: module.MarkdownHtml })),
);

let isWarming = false;

/** Once the first screen is drawn, loads the renderer while idle, so later screens find it ready. */
function warmMarkdownHtml(): void {
  if (isWarming) return;
  isWarming = true;
  const load = () => void loadMarkdownHtml();
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}

interface MarkdownProps {
  source: string | null | undefined;
  className?: string;
}

/**
 * The only place Markdown becomes HTML (STYLE.md: renderer), in `MarkdownHtml`, which sanitises
 * it first. One line of text without Markdown syntax is drawn as it is; so is any text while the
 * renderer loads (escaped by React, never as HTML).
 */
export function Markdown({ source, className }: MarkdownProps) {
  const text = source ?? '';
  const classes = className ? `larder-markdown ${className}` : 'larder-markdown';
  useEffect(warmMarkdownHtml, []);
  const plain = (
    <div className={classes}>
      <p>{text}</p>
    </div>
  );
  if (isPlainParagraph(text)) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownHtml source={text} className={classes} />
    </Suspense>
  );
}
