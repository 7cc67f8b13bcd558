/** In-page measurements for bench/ui: first card visible, and frame times while scrolling. */
import type { Page } from 'playwright-core';

/**
 * Installed before the page's own scripts: records `performance.now()` (milliseconds since
 * navigation start) at the first animation frame where a recipe card is in the DOM with a size
 * (cards use `content-visibility: auto`, so they get one at the next rendering update). A string,
 * for the same `__name` reason as the scroll script below.
 */
export const recordFirstCard = `(() => {
  let isWaiting = false;
  const check = () => {
    const card = document.querySelector('[data-testid="recipe-card"]');
    if (card && card.getBoundingClientRect().height > 0) {
      window.__firstCardMs = performance.now();
      observer.disconnect();
    } else if (card) {
      requestAnimationFrame(check);
    } else {
      isWaiting = false;
    }
  };
  const observer = new MutationObserver(() => {
    if (isWaiting || window.__firstCardMs !== undefined) return;
    isWaiting = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

export async function readFirstCardMs(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __firstCardMs?: number }).__firstCardMs !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => (window as unknown as { __firstCardMs: number }).__firstCardMs);
}

export interface ScrollRun {
  frames: number[];
  cards: number;
  scrolledPx: number;
}

/**
 * Scrolls the page's scroll container 120 px per animation frame until card number `cardsWanted`
 * (three feed pages: the next ones load on the way) has come into view, recording each frame's
 * delta. The script is a string: tsx
 * would wrap named inner functions in a `__name` helper that does not exist in the page.
 */
const scrollScript = `async (wanted) => {
  const grid = document.querySelector('.larder-card-grid');
  let scroller = grid ? grid.parentElement : null;
  while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) {
    scroller = scroller.parentElement;
  }
  const target = scroller || document.scrollingElement || document.documentElement;
  const frames = [];
  let last = performance.now();
  const started = last;
  const count = () => document.querySelectorAll('[data-testid="recipe-card"]').length;
  await new Promise((resolve) => {
    const step = (now) => {
      frames.push(now - last);
      last = now;
      target.scrollTop += 120;
      const cards = document.querySelectorAll('[data-testid="recipe-card"]');
      const goal = cards[wanted - 1];
      const isReached = goal && goal.getBoundingClientRect().top < window.innerHeight;
      if (isReached || now - started > 30000) resolve();
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  return { frames: frames.slice(1), cards: count(), scrolledPx: target.scrollTop };
}`;

export function scrollAndTime(page: Page, cardsWanted: number): Promise<ScrollRun> {
  return page.evaluate<ScrollRun>(`(${scrollScript})(${String(cardsWanted)})`);
}
