import { randomUUID } from 'node:crypto';

import type { CreateRandomEntry, ReadPlanEntry } from '../../contract/mealplans';
import { RecipeListQuery } from '../../contract/recipes';
import type { PlanRuleRow } from '../../db/meal-plan-tables';
import { listApplicablePlanRules, loadPlanRuleOrganizers } from '../../db/repos/plan-rules.repo';
import { InvalidError } from '../../domain/errors';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { weekdayOf } from './meal-plan-views';
import { createMealPlan } from './meal-plans.service';
import { listRecipeSummaries } from '../recipes/recipe-search.service';

/**
 * The rules a random pick follows: those naming the day or the entry type (with `unset` on the
 * other side); only when there are none, the catch-all rules (`unset` on both sides).
 */
function pickRules(rules: PlanRuleRow[]): PlanRuleRow[] {
  const specific = rules.filter((rule) => rule.day !== 'unset' || rule.entryType !== 'unset');
  return specific.length > 0 ? specific : rules;
}

/**
 * Plans a random recipe of the group for the date and entry type. With applicable rules the
 * recipe has one of their categories and one of their tags (when they name any); with none, any
 * recipe of the group will do. Nothing to pick is a 400, as in Mealie.
 */
export async function createRandomMealPlan(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateRandomEntry,
): Promise<ReadPlanEntry> {
  const user = requireUser(actor);
  const rules = pickRules(
    await listApplicablePlanRules(ctx.db, user.groupId, weekdayOf(input.date), input.entryType),
  );
  const ids = rules.map((rule) => rule.id);
  const [categories, tags] = await Promise.all([
    loadPlanRuleOrganizers(ctx.db, 'categories', ids),
    loadPlanRuleOrganizers(ctx.db, 'tags', ids),
  ]);
  const idsOf = (map: Map<string, { id: string }[]>) => [
    ...new Set([...map.values()].flat().map((row) => row.id)),
  ];
  const query = RecipeListQuery.parse({
    categories: idsOf(categories),
    tags: idsOf(tags),
    orderBy: 'random',
    paginationSeed: randomUUID(),
    perPage: 1,
  });
  const [recipe] = await listRecipeSummaries(ctx, user.groupId, query, false);
  if (!recipe) throw new InvalidError('errors.meal-plans.noRecipesMatchYourRules');
  return createMealPlan(ctx, actor, {
    date: input.date,
    entryType: input.entryType,
    title: '',
    text: '',
    recipeId: recipe.id,
  });
}
