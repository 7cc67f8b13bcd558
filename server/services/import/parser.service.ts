import { randomUUID } from 'node:crypto';

import type { FoodOut, UnitOut } from '../../contract/organizers';
import type {
  DebugResponse,
  NewIngredientFood,
  NewIngredientUnit,
  ParsedIngredient,
  RegisteredParser,
} from '../../contract/parser';
import { InvalidError } from '../../domain/errors';
import { ingredientDisplay } from '../../domain/ingredient-display';
import { english, type MessageKey } from '../../i18n/translate';
import { averageConfidence } from '../../parser/confidence';
import { parseIngredientLine } from '../../parser/parse';
import type { ParsedLine } from '../../parser/types';

import type { Actor, ServiceContext } from '../context';
import { loadFoodsAndUnits } from '../organizers/foods-units-loader';
import { requireAdmin, requireUser } from '../guards';
import { GroupMatcher } from './parser-matching';

/**
 * Parses ingredient lines and puts the caller's group's saved units and foods on them; names
 * the group has not saved come back as new ones, without an id (Mealie's Create* shapes).
 */
const openAiAbsent = 'errors.import.theOpenaiParserIsNot' satisfies MessageKey;

/** `POST /api/admin/debug/openai`: Mealie's check of its OpenAI key; Larder has none to check. */
export function debugOpenAi(actor: Actor): DebugResponse {
  requireAdmin(actor);
  return { success: false, response: english(openAiAbsent) };
}

export async function parseIngredients(
  ctx: ServiceContext,
  actor: Actor,
  parser: RegisteredParser,
  lines: readonly string[],
): Promise<ParsedIngredient[]> {
  const user = requireUser(actor);
  if (parser === 'openai') throw new InvalidError(openAiAbsent);
  const parsed = lines.map((line) => parseIngredientLine(line, parser));
  const matcher = new GroupMatcher(ctx.db, user.groupId);
  const unitIds: (string | null)[] = [];
  const foodIds: (string | null)[] = [];
  for (const line of parsed) {
    unitIds.push(line.unit ? await matcher.unitId(line.unit) : null);
    foodIds.push(line.food ? await matcher.foodId(line.food) : null);
  }
  const saved = await loadFoodsAndUnits(
    ctx.db,
    foodIds.filter((id): id is string => id !== null),
    unitIds.filter((id): id is string => id !== null),
  );
  return parsed.map((line, i) => {
    const unitId = unitIds[i];
    const foodId = foodIds[i];
    return toParsedIngredient(
      lines[i] ?? '',
      line,
      (unitId ? saved.units.get(unitId) : undefined) ?? newUnit(line),
      (foodId ? saved.foods.get(foodId) : undefined) ?? newFood(line),
    );
  });
}

function toParsedIngredient(
  input: string,
  line: ParsedLine,
  unit: UnitOut | NewIngredientUnit | null,
  food: FoodOut | NewIngredientFood | null,
): ParsedIngredient {
  const { confidence } = line;
  return {
    input,
    confidence: {
      average: averageConfidence(confidence, line),
      comment: confidence.comment,
      name: confidence.food,
      unit: confidence.unit,
      quantity: confidence.quantity,
      food: confidence.food,
    },
    ingredient: {
      quantity: line.quantity,
      unit,
      food,
      note: line.note,
      isFood: true,
      disableAmount: false,
      display: ingredientDisplay({
        quantity: line.quantity,
        unit,
        food,
        note: line.note,
        disableAmount: false,
      }),
      title: null,
      originalText: input,
      referenceId: randomUUID(),
    },
  };
}

function newUnit(line: ParsedLine): NewIngredientUnit | null {
  if (!line.unit) return null;
  return {
    name: line.unit.name,
    pluralName: line.unit.plural,
    description: '',
    extras: {},
    onHand: false,
    fraction: true,
    abbreviation: '',
    pluralAbbreviation: '',
    useAbbreviation: false,
    aliases: [],
  };
}

function newFood(line: ParsedLine): NewIngredientFood | null {
  if (!line.food) return null;
  return {
    name: line.food,
    pluralName: null,
    description: '',
    extras: {},
    onHand: false,
    labelId: null,
    aliases: [],
  };
}
