import type { PlanRulesDay, PlanRulesType } from '../../contract/mealplans';
import { sql } from 'kysely';

import type { Db } from '../database';
import type { PlanRuleRow } from '../meal-plan-tables';
import { applyPageWindow, type PageWindow } from '../page-window';
import type { ToolRow } from '../schema';

export const planRuleSortColumns = {
  id: 'r.id',
  day: 'r.day',
  entry_type: 'r.entryType',
  created_at: 'r.createdAt',
  update_at: 'r.updateAt',
} as const;
type PlanRuleSortColumn = (typeof planRuleSortColumns)[keyof typeof planRuleSortColumns];

export async function countPlanRules(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('groupMealPlanRules as r')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.groupId', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listPlanRulesPage(
  db: Db,
  groupId: string,
  window: PageWindow<PlanRuleSortColumn>,
): Promise<PlanRuleRow[]> {
  const query = db
    .selectFrom('groupMealPlanRules as r')
    .selectAll('r')
    .where('r.groupId', '=', groupId);
  return applyPageWindow(query, window).execute();
}

/** Rules that apply to a day and entry type: exact matches and `unset` on either side. */
export function listApplicablePlanRules(
  db: Db,
  groupId: string,
  day: PlanRulesDay,
  entryType: PlanRulesType,
): Promise<PlanRuleRow[]> {
  return db
    .selectFrom('groupMealPlanRules')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('day', 'in', [day, 'unset'])
    .where('entryType', 'in', [entryType, 'unset'])
    .execute();
}

export function findPlanRule(
  db: Db,
  groupId: string,
  id: string,
): Promise<PlanRuleRow | undefined> {
  return db
    .selectFrom('groupMealPlanRules')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPlanRule(db: Db, row: PlanRuleRow): Promise<void> {
  await db.insertInto('groupMealPlanRules').values(row).execute();
}

export async function updatePlanRuleRow(
  db: Db,
  id: string,
  change: Pick<PlanRuleRow, 'day' | 'entryType' | 'updateAt'>,
): Promise<void> {
  await db.updateTable('groupMealPlanRules').set(change).where('id', '=', id).execute();
}

export async function deletePlanRuleRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('groupMealPlanRules').where('id', '=', id).execute();
}

const links = {
  categories: {
    table: 'plan_rules_to_categories',
    rule: 'group_plan_rule_id',
    other: 'category_id',
  },
  tags: { table: 'plan_rules_to_tags', rule: 'plan_rule_id', other: 'tag_id' },
} as const;
type PlanRuleKind = keyof typeof links;

export async function replacePlanRuleLinks(
  db: Db,
  kind: PlanRuleKind,
  ruleId: string,
  ids: string[],
): Promise<void> {
  const link = links[kind];
  await sql`DELETE FROM ${sql.table(link.table)} WHERE ${sql.ref(link.rule)} = ${ruleId}`.execute(
    db,
  );
  for (const id of new Set(ids)) {
    await sql`INSERT INTO ${sql.table(link.table)} (${sql.ref(link.rule)}, ${sql.ref(link.other)})
      VALUES (${ruleId}, ${id})`.execute(db);
  }
}

/** The categories or tags of many rules: rule id → rows in name order. */
export async function loadPlanRuleOrganizers(
  db: Db,
  kind: PlanRuleKind,
  ruleIds: string[],
): Promise<Map<string, ToolRow[]>> {
  const result = new Map<string, ToolRow[]>();
  if (ruleIds.length === 0) return result;
  const link = links[kind];
  const { rows } = await sql<ToolRow & { ruleId: string }>`
    SELECT l.${sql.ref(link.rule)} AS rule_id, o.id, o.group_id, o.name, o.slug, o.created_at,
           o.update_at, 0 AS on_hand
    FROM ${sql.table(link.table)} l JOIN ${sql.table(kind)} o ON o.id = l.${sql.ref(link.other)}
    WHERE l.${sql.ref(link.rule)} IN (${sql.join(ruleIds)})
    ORDER BY o.name COLLATE NOCASE`.execute(db);
  for (const { ruleId, ...row } of rows) {
    result.set(ruleId, [...(result.get(ruleId) ?? []), row]);
  }
  return result;
}
