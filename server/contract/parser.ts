import { z } from 'zod';

import type { FoodOut, UnitOut } from './organizers';

/** Mealie's parser names; "openai" needs a cloud key and answers 400 in Larder. */
export const RegisteredParser = z.enum(['nlp', 'brute', 'openai']);
export type RegisteredParser = z.infer<typeof RegisteredParser>;

const IngredientLine = z.string().max(1000);

export const IngredientRequest = z.object({
  parser: RegisteredParser.default('nlp'),
  ingredient: IngredientLine,
});
export type IngredientRequest = z.infer<typeof IngredientRequest>;

export const IngredientsRequest = z.object({
  parser: RegisteredParser.default('nlp'),
  ingredients: z.array(IngredientLine).max(500),
});
export type IngredientsRequest = z.infer<typeof IngredientsRequest>;

/** Each field in [0, 1]; `average` over the fields the line has, `comment` is the note's. */
export interface IngredientConfidence {
  average: number;
  comment: number;
  name: number;
  unit: number;
  quantity: number;
  food: number;
}

/** A unit the group has not saved yet (Mealie's CreateIngredientUnit): no id. */
export interface NewIngredientUnit {
  name: string;
  pluralName: string | null;
  description: string;
  extras: Record<string, unknown>;
  onHand: boolean;
  fraction: boolean;
  abbreviation: string;
  pluralAbbreviation: string;
  useAbbreviation: boolean;
  aliases: { name: string }[];
}

/** A food the group has not saved yet (Mealie's CreateIngredientFood): no id. */
export interface NewIngredientFood {
  name: string;
  pluralName: string | null;
  description: string;
  extras: Record<string, unknown>;
  onHand: boolean;
  labelId: string | null;
  aliases: { name: string }[];
}

export interface ParsedRecipeIngredient {
  quantity: number;
  unit: UnitOut | NewIngredientUnit | null;
  food: FoodOut | NewIngredientFood | null;
  note: string;
  isFood: boolean;
  disableAmount: boolean;
  display: string;
  title: string | null;
  originalText: string;
  referenceId: string;
}

export interface ParsedIngredient {
  input: string;
  confidence: IngredientConfidence;
  ingredient: ParsedRecipeIngredient;
}
