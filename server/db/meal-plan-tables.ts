import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables of migration 0006, seen through `db.withTables<MealPlanTables>()` by their repos
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
  entryType: string;
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
  day: string;
  entryType: string;
  createdAt: string;
  updateAt: string;
};
export type PlanRuleRow = Selectable<PlanRuleTable>;
