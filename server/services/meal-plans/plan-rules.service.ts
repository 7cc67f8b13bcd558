import { randomUUID } from 'node:crypto';

import type { Paginated, PaginationQuery } from '../../contract/common';
import type { PlanRulesCreate, PlanRulesOut } from '../../contract/mealplans';
import type { Db } from '../../db/database';
import type { PlanRuleRow } from '../../db/meal-plan-tables';
import {
  countPlanRules,
  deletePlanRuleRow,
  findPlanRule,
  insertPlanRule,
  listPlanRulesPage,
  loadPlanRuleOrganizers,
  planRuleSortColumns,
  replacePlanRuleLinks,
  updatePlanRuleRow,
} from '../../db/repos/plan-rules.repo';
import { NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { resolveOrganizerIds } from '../cookbooks/cookbook-organizers';
import { requireUser } from '../guards';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';

const summary = ({ id, name, slug }: { id: string; name: string; slug: string }) => ({
  id,
  name,
  slug,
});

async function toPlanRulesOut(db: Db, rows: PlanRuleRow[]): Promise<PlanRulesOut[]> {
  const ids = rows.map((row) => row.id);
  const [categories, tags] = await Promise.all([
    loadPlanRuleOrganizers(db, 'categories', ids),
    loadPlanRuleOrganizers(db, 'tags', ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    groupId: row.groupId,
    householdId: row.groupId,
    day: row.day,
    entryType: row.entryType,
    categories: (categories.get(row.id) ?? []).map(summary),
    tags: (tags.get(row.id) ?? []).map(summary),
  }));
}

async function ruleOutOf(db: Db, groupId: string, id: string): Promise<PlanRulesOut> {
  const row = await findPlanRule(db, groupId, id);
  if (!row) throw new NotFoundError();
  const [rule] = await toPlanRulesOut(db, [row]);
  return rule as PlanRulesOut;
}

async function writeLinks(db: Db, groupId: string, id: string, input: PlanRulesCreate) {
  for (const kind of ['categories', 'tags'] as const) {
    await replacePlanRuleLinks(
      db,
      kind,
      id,
      await resolveOrganizerIds(db, groupId, kind, input[kind]),
    );
  }
}

export function listPlanRules(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<Paginated<PlanRulesOut>> {
  const user = requireUser(actor);
  rejectQueryFilter(query);
  return paginate(
    listPath,
    query,
    parseOrderBy(query, planRuleSortColumns, {
      column: 'r.createdAt' as const,
      direction: query.orderDirection,
    }),
    () => countPlanRules(ctx.db, user.groupId),
    async (window) => toPlanRulesOut(ctx.db, await listPlanRulesPage(ctx.db, user.groupId, window)),
  );
}

export function getPlanRule(ctx: ServiceContext, actor: Actor, id: string): Promise<PlanRulesOut> {
  return ruleOutOf(ctx.db, requireUser(actor).groupId, id);
}

export function createPlanRule(
  ctx: ServiceContext,
  actor: Actor,
  input: PlanRulesCreate,
): Promise<PlanRulesOut> {
  const user = requireUser(actor);
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = randomUUID();
    const row = { id, groupId: user.groupId, day: input.day, entryType: input.entryType };
    await insertPlanRule(trx, { ...row, createdAt: now, updateAt: now });
    await writeLinks(trx, user.groupId, id, input);
    return ruleOutOf(trx, user.groupId, id);
  });
}

export function updatePlanRule(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: PlanRulesCreate,
): Promise<PlanRulesOut> {
  const user = requireUser(actor);
  return ctx.db.transaction().execute(async (trx) => {
    await ruleOutOf(trx, user.groupId, id);
    await updatePlanRuleRow(trx, id, {
      day: input.day,
      entryType: input.entryType,
      updateAt: nowIso(),
    });
    await writeLinks(trx, user.groupId, id, input);
    return ruleOutOf(trx, user.groupId, id);
  });
}

export function deletePlanRule(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<PlanRulesOut> {
  const user = requireUser(actor);
  return ctx.db.transaction().execute(async (trx) => {
    const rule = await ruleOutOf(trx, user.groupId, id);
    await deletePlanRuleRow(trx, id);
    return rule;
  });
}
