import type { ScrapedStep } from './instructions';

const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** "See above", "siehe oben", "voir ci-dessus", … pointing at the page instead of giving steps. */
const pointer =
  /\b(?:see|siehe|voir|ver|vedi|zie)\b.{0,30}\b(?:above|below|oben|unten|dessus|dessous|arriba|abajo|sopra|sotto|boven|onder)\b/iu;

/**
 * Whether structured data gives only a stub of the method the page shows: a pointer or one short
 * step, or fewer steps than the page's own list, all of them found in it.
 */
export function isStub(steps: ScrapedStep[], pageSteps: ScrapedStep[]): boolean {
  if (pageSteps.length < 2 || pageSteps.length <= steps.length) return false;
  const own = steps.map((step) => step.text).join(' ');
  const page = bare(pageSteps.map((step) => step.text).join(' '));
  if (page.length <= bare(own).length) return false;
  if (steps.length === 1 && (pointer.test(own) || own.length < 40)) return true;
  return steps.every((step) => page.includes(bare(step.text)));
}
