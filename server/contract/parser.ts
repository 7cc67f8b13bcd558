import { z } from 'zod';

import { FoodOut, UnitOut } from './organizers';

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
const Confidence = z.number().min(0).max(1);
export const IngredientConfidence = z.object({
  average: Confidence,
  comment: Confidence,
  name: Confidence,
  unit: Confidence,
  quantity: Confidence,
  food: Confidence,
});
export type IngredientConfidence = z.infer<typeof IngredientConfidence>;

/** A unit the group has not saved yet (Mealie's CreateIngredientUnit): no id. */
export const NewIngredientUnit = UnitOut.omit({ id: true, createdAt: true, updateAt: true }).extend(
  {
    pluralAbbreviation: z.string(),
  },
);
export type NewIngredientUnit = z.infer<typeof NewIngredientUnit>;

/** A food the group has not saved yet (Mealie's CreateIngredientFood): no id. */
export const NewIngredientFood = FoodOut.omit({
  id: true,
  label: true,
  createdAt: true,
  updateAt: true,
});
export type NewIngredientFood = z.infer<typeof NewIngredientFood>;

export const ParsedRecipeIngredient = z.object({
  quantity: z.number(),
  unit: z.union([UnitOut, NewIngredientUnit]).nullable(),
  food: z.union([FoodOut, NewIngredientFood]).nullable(),
  note: z.string(),
  isFood: z.boolean(),
  disableAmount: z.boolean(),
  display: z.string(),
  title: z.string().nullable(),
  originalText: z.string(),
  referenceId: z.string(),
});
export type ParsedRecipeIngredient = z.infer<typeof ParsedRecipeIngredient>;

export const ParsedIngredient = z.object({
  input: z.string(),
  confidence: IngredientConfidence,
  ingredient: ParsedRecipeIngredient,
});
export type ParsedIngredient = z.infer<typeof ParsedIngredient>;

/** Mealie's `DebugResponse`. */
export const DebugResponse = z.object({ success: z.boolean(), response: z.string().nullable() });
export type DebugResponse = z.infer<typeof DebugResponse>;
