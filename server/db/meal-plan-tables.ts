import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { PlanEntryType, PlanRulesDay, PlanRulesType } from '../contract/mealplans';

/**
 * The tables of migration 0006, part of `Database` (schema.ts)
 * (camelCase here, snake_case in SQL).
 */
export type MealPlanTables = {
  groupMealPlans: MealPlanTable;
  groupMealPlanRules: PlanRuleTable;
  planRulesToCategories: { groupPlanRuleId: string; categoryId: string };
  planRulesToTags: { planRuleId: string; tagId: string };
};

export type MealPlanTable = {
  id: Generated<number>;
  /** yyyy-MM-dd */
  date: string;
  entryType: PlanEntryType;
  title: string;
  text: string;
  recipeId: string | null;
  groupId: string;
  userId: string | null;
  createdAt: string;
  updateAt: string;
};
export type MealPlanRow = Selectable<MealPlanTable>;
export type NewMealPlanRow = Insertable<MealPlanTable>;
export type MealPlanUpdate = Updateable<MealPlanTable>;

export type PlanRuleTable = {
  id: string;
  groupId: string;
  day: PlanRulesDay;
  entryType: PlanRulesType;
  createdAt: string;
  updateAt: string;
};
export type PlanRuleRow = Selectable<PlanRuleTable>;
