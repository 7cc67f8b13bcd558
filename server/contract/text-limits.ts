/**
 * Text limits, generous enough for real recipes (Mealie's schema sets none): what a person can
 * type and an import can carry, refused with a message that says the limit, not a database
 * error or megabytes of text. Kept free of zod so the renderer can check fields against them.
 */
export const textLimits = {
  /** Recipe, organizer and cookbook names; ingredient section, step, note and meal plan titles. */
  name: 250,
  /** A recipe's or a cookbook's description. */
  description: 5000,
  /** One ingredient line (its note). */
  line: 2000,
  /** A step's or a note's text, a meal plan entry's text. */
  longText: 10_000,
} as const;
