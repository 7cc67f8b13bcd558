import type { ScrapedStep } from './instructions';

const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** "See above", "siehe oben", "voir ci-dessus", … pointing at the page instead of giving steps. */
const pointer =
  /\b(?:see|siehe|voir|ver|vedi|zie)\b.{0,30}\b(?:above|below|oben|unten|dessus|dessous|arriba|abajo|sopra|sotto|boven|onder)\b/iu;

/**
 * Whether structured data gives only a stub of the method the page shows: a pointer or one short
 * step; some of the page's steps, each whole; or all of them run together in one text.
 */
export function isStub(steps: ScrapedStep[], pageSteps: ScrapedStep[]): boolean {
  if (pageSteps.length < 2 || pageSteps.length <= steps.length) return false;
  const own = steps.map((step) => step.text).join(' ');
  const page = pageSteps.map((step) => bare(step.text));
  const pageLength = page.join('').length;
  if (
    steps.length === 1 &&
    (pointer.test(own) || (own.length < 40 && pageLength > 3 * own.length))
  ) {
    return true;
  }
  if (steps.every((step) => page.includes(bare(step.text)))) return true;
  const all = bare(own);
  return steps.length === 1 && page.every((text) => all.includes(text));
}
