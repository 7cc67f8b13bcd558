import { describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { GroupInDB } from '../../../server/contract/groups';
import type { HouseholdInDB, HouseholdSummary } from '../../../server/contract/households';
import type { Recipe, RecipeSummary } from '../../../server/contract/recipes';
import type { MemberSummary, UserOut } from '../../../server/contract/users';
import { expectV2 } from '../../helpers/mealie-v2-contract';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

describe('Mealie v2 household administration over groups', () => {
  it('lists, reads, creates, renames and deletes households as groups, for admins only', async () => {
    const self = await w.member.get<HouseholdInDB>('/api/households/self');
    const all = await w.admin.get<Paginated<HouseholdInDB>>('/api/admin/households?perPage=-1');
    expect(all.status).toBe(200);
    expectV2('HouseholdPagination', all.body);
    expect(all.body.items.map((h) => h.id)).toContain(self.body.id);

    const one = await w.admin.get<HouseholdInDB>(`/api/admin/households/${self.body.id}`);
    expect(one.status).toBe(200);
    expectV2('HouseholdInDB', one.body);
    expect(one.body).toMatchObject({ id: self.body.id, slug: self.body.slug });

    const name = unique('Cabin ');
    const created = await w.admin.post<HouseholdInDB>('/api/admin/households', { name });
    expect(created.status).toBe(201);
    expectV2('HouseholdInDB', created.body);
    const asGroup = await w.admin.get<GroupInDB>(`/api/admin/groups/${created.body.id}`);
    expect(asGroup.body.name).toBe(name);

    const renamed = await w.admin.put<HouseholdInDB>(`/api/admin/households/${created.body.id}`, {
      id: created.body.id,
      groupId: created.body.id,
      name: `${name} renamed`,
      preferences: { privateHousehold: false, firstDayOfWeek: 1 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe(`${name} renamed`);
    expect(renamed.body.preferences).toMatchObject({ privateHousehold: false, firstDayOfWeek: 1 });
    const group = await w.admin.get<GroupInDB>(`/api/admin/groups/${created.body.id}`);
    expect(group.body.preferences).toMatchObject({ privateGroup: false, firstDayOfWeek: 1 });
    // Preferences left out keep their value.
    expect(group.body.preferences?.recipePublic).toBe(asGroup.body.preferences?.recipePublic);

    expect((await w.member.get('/api/admin/households')).status).toBe(403);
    expect((await w.member.post('/api/admin/households', { name: 'x' })).status).toBe(403);
    expect((await w.visitor.get('/api/admin/households')).status).toBe(401);

    const deleted = await w.admin.delete<HouseholdInDB>(`/api/admin/households/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect((await w.admin.get(`/api/admin/households/${created.body.id}`)).status).toBe(404);
    const occupied = await w.admin.delete(`/api/admin/households/${self.body.id}`);
    expect(occupied.status).toBe(400);
    expect((await w.member.get<HouseholdInDB>('/api/households/self')).body.id).toBe(self.body.id);
  });

  it('refuses a second household inside a group, and mismatched ids, changing nothing', async () => {
    const self = await w.member.get<HouseholdInDB>('/api/households/self');
    const before = await w.admin.get<Paginated<HouseholdInDB>>('/api/admin/households');
    const second = await w.admin.post<{ detail: { message: string } }>('/api/admin/households', {
      groupId: self.body.id,
      name: unique('Second '),
    });
    expect(second.status).toBe(400);
    expect(second.body.detail.message).toMatch(/one household/);
    const unknownGroup = await w.admin.post('/api/admin/households', {
      groupId: '00000000-0000-4000-8000-000000000000',
      name: unique('Nowhere '),
    });
    expect(unknownGroup.status).toBe(404);
    const after = await w.admin.get<Paginated<HouseholdInDB>>('/api/admin/households');
    expect(after.body.total).toBe(before.body.total);

    const mismatch = await w.admin.put(`/api/admin/households/${self.body.id}`, {
      id: self.body.id,
      groupId: '00000000-0000-4000-8000-000000000000',
      name: 'Elsewhere',
    });
    expect(mismatch.status).toBe(400);
    expect((await w.member.get<HouseholdInDB>('/api/households/self')).body.name).toBe(
      self.body.name,
    );
  });
});

describe('a member by username or id', () => {
  it("finds people of one's own household only", async () => {
    const me = await w.member.get<UserOut>('/api/users/self');
    const byId = await w.member.get<MemberSummary>(`/api/groups/members/${me.body.id}`);
    expect(byId.status).toBe(200);
    expectV2('UserSummary', byId.body);
    expect(byId.body).toMatchObject({ id: me.body.id, householdId: me.body.householdId });
    const byName = await w.member.get<MemberSummary>(
      `/api/groups/members/${encodeURIComponent(String(me.body.username).toUpperCase())}`,
    );
    expect(byName.body.id).toBe(me.body.id);
    expect((await w.outsider.get(`/api/groups/members/${me.body.id}`)).status).toBe(404);
    expect((await w.visitor.get(`/api/groups/members/${me.body.id}`)).status).toBe(401);
  });
});

describe("v2's explore paths", () => {
  it("show a public group's recipes and household to visitors, and nothing of a private one", async () => {
    const self = await w.member.get<HouseholdInDB>('/api/households/self');
    const opened = await w.member.put('/api/households/preferences', {
      privateHousehold: false,
      recipePublic: true,
    });
    expect(opened.status).toBe(200);
    const recipe: Recipe = await createRecipe(w.member, { name: unique('Open soup ') });
    const base = `/api/explore/groups/${self.body.slug}`;

    const list = await w.visitor.get<Paginated<RecipeSummary>>(`${base}/recipes?perPage=-1`);
    expect(list.status).toBe(200);
    expectV2('PaginationBase_RecipeSummary_', list.body);
    expect(list.body.items.map((r) => r.slug)).toContain(recipe.slug);
    const one = await w.visitor.get<Recipe>(`${base}/recipes/${recipe.slug}`);
    expect(one.body.name).toBe(recipe.name);

    const households = await w.visitor.get<Paginated<HouseholdSummary>>(`${base}/households`);
    expect(households.status).toBe(200);
    expectV2('PaginationBase_HouseholdSummary_', households.body);
    expect(households.body.items.map((h) => h.slug)).toEqual([self.body.slug]);
    const household = await w.visitor.get<HouseholdSummary>(`${base}/households/${self.body.slug}`);
    expect(household.body.id).toBe(self.body.id);
    expect((await w.visitor.get(`${base}/households/elsewhere`)).status).toBe(404);
    expect((await w.visitor.get(`${base}/organizers/tags`)).status).toBe(200);

    const theirs = await w.outsider.get<HouseholdInDB>('/api/households/self');
    const closed = `/api/explore/groups/${theirs.body.slug}`;
    expect((await w.visitor.get(`${closed}/recipes`)).status).toBe(404);
    expect((await w.visitor.get(`${closed}/households`)).status).toBe(404);
  });
});

describe('updating several recipes at once', () => {
  it('patches and replaces each recipe by slug or id', async () => {
    const a = await createRecipe(w.member, { name: unique('Many A ') });
    const b = await createRecipe(w.member, { name: unique('Many B ') });
    const patched = await w.member.request<Recipe[]>('PATCH', '/api/recipes', {
      json: [
        { slug: a.slug, description: 'first' },
        { id: b.id, description: 'second' },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.map((r) => r.description)).toEqual(['first', 'second']);
    const replaced = await w.member.put<Recipe[]>('/api/recipes', [
      { ...patched.body[0], recipeYield: '4 bowls' },
    ]);
    expect(replaced.status).toBe(200);
    expect(replaced.body[0]).toMatchObject({ recipeYield: '4 bowls', description: 'first' });
  });

  it('writes none when one is refused, and finds nothing in another group', async () => {
    const a = await createRecipe(w.member, { name: unique('Whole A ') });
    const b = await createRecipe(w.member, { name: unique('Whole B ') });
    const refused = await w.member.request('PATCH', '/api/recipes', {
      json: [
        { slug: a.slug, description: 'changed' },
        { slug: b.slug, name: a.name },
      ],
    });
    expect(refused.status).toBe(400);
    expect((await w.member.get<Recipe>(`/api/recipes/${a.slug}`)).body.description).toBe(
      a.description,
    );
    const unnamed = await w.member.request('PATCH', '/api/recipes', {
      json: [{ description: 'which one?' }],
    });
    expect(unnamed.status).toBe(400);
    expect((await w.member.request('PATCH', '/api/recipes', { json: [] })).status).toBe(422);
    const outsider = await w.outsider.request('PATCH', '/api/recipes', {
      json: [{ slug: a.slug, description: 'x' }],
    });
    expect(outsider.status).toBe(404);
    expect((await w.member.get<Recipe>(`/api/recipes/${a.slug}`)).body.description).toBe(
      a.description,
    );
  });
});

describe('what Larder does not set up', () => {
  it('answers OpenID Connect sign-in and the OpenAI check plainly', async () => {
    const oauth = await w.visitor.get<{ detail: { message: string } }>('/api/auth/oauth');
    expect(oauth.status).toBe(400);
    expect(oauth.body.detail.message).toMatch(/OpenID Connect/);
    expect((await w.visitor.get('/api/auth/oauth/callback')).status).toBe(400);
    const openAi = await w.admin.post<{ success: boolean; response: string }>(
      '/api/admin/debug/openai',
    );
    expect(openAi.status).toBe(200);
    expectV2('DebugResponse', openAi.body);
    expect(openAi.body).toMatchObject({ success: false });
    expect((await w.member.post('/api/admin/debug/openai')).status).toBe(403);
  });
});
