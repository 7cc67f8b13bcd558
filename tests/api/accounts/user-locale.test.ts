import { describe, expect, it } from 'vitest';

import type { ReadGroupPreferences } from '../../../server/contract/groups';
import type { UserOut } from '../../../server/contract/users';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

async function self(client: ApiClient): Promise<UserOut> {
  const answer = await client.get<UserOut>('/api/users/self');
  expect(answer.status).toBe(200);
  return answer.body;
}

/** `PUT /api/users/{id}` with the user's own identity fields, as the profile form sends them. */
function putUser(client: ApiClient, user: UserOut, changes: Record<string, unknown>) {
  return client.put(`/api/users/${user.id}`, {
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    ...changes,
  });
}

describe('the language saved per user', () => {
  it('starts unset, is saved by the user, kept by other edits and cleared with null', async () => {
    const me = await self(w.member);
    expect(me.locale).toBeNull();
    expect(contractErrors('UserOut', me)).toEqual([]);

    expect((await putUser(w.member, me, { locale: 'de-DE' })).status).toBe(200);
    expect((await self(w.member)).locale).toBe('de-DE');
    expect((await w.member.get<UserOut>(`/api/users/${me.id}`)).body.locale).toBe('de-DE');

    expect((await putUser(w.member, me, { fullName: 'Renamed Member' })).status).toBe(200);
    expect((await self(w.member)).locale).toBe('de-DE');

    expect((await putUser(w.member, me, { locale: null })).status).toBe(200);
    expect((await self(w.member)).locale).toBeNull();
  });

  it("refuses another user's language: 403 for a member, 403 across groups", async () => {
    const member = await self(w.member);
    const outsider = await self(w.outsider);
    expect((await putUser(w.outsider, member, { locale: 'fr-FR' })).status).toBe(403);
    const admin = await self(w.admin);
    expect((await putUser(w.member, admin, { locale: 'fr-FR' })).status).toBe(403);
    expect((await self(w.member)).locale).toBeNull();
    expect((await self(w.admin)).locale).toBeNull();
    expect((await putUser(w.visitor, outsider, { locale: 'fr-FR' })).status).toBe(401);
  });

  it('lets an admin set anyone’s language, also through the admin user call', async () => {
    const outsider = await self(w.outsider);
    expect((await putUser(w.admin, outsider, { locale: 'ja-JP' })).status).toBe(200);
    expect((await self(w.outsider)).locale).toBe('ja-JP');
    const updated = await w.admin.put<UserOut>(`/api/admin/users/${outsider.id}`, {
      ...outsider,
      locale: 'nl-NL',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.locale).toBe('nl-NL');
    expect((await self(w.outsider)).locale).toBe('nl-NL');
  });

  it('answers 422 in Mealie’s shape to a code that is not one of the 41', async () => {
    const me = await self(w.member);
    for (const locale of ['xx-XX', 'de', 'de_DE', 42]) {
      const answer = await putUser(w.member, me, { locale });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ detail: [{ loc: ['body', 'locale'] }] });
    }
    expect((await self(w.member)).locale).toBeNull();
  });
});

describe('the household default language', () => {
  it('is read with the preferences, set by managers, kept by Mealie-shaped writes', async () => {
    const before = await w.member.get<ReadGroupPreferences>('/api/groups/preferences');
    expect(before.body.defaultLocale).toBeNull();
    const mealieShaped = Object.fromEntries(
      Object.entries(before.body).filter(
        ([key]) => !['id', 'groupId', 'defaultLocale'].includes(key),
      ),
    );

    const saved = await w.member.put<ReadGroupPreferences>('/api/groups/preferences', {
      ...mealieShaped,
      defaultLocale: 'sv-SE',
    });
    expect(saved.status).toBe(200);
    expect(contractErrors('ReadGroupPreferences', saved.body)).toEqual([]);
    expect(saved.body.defaultLocale).toBe('sv-SE');

    const kept = await w.member.put<ReadGroupPreferences>('/api/groups/preferences', mealieShaped);
    expect(kept.body.defaultLocale).toBe('sv-SE');
    expect(
      (await w.outsider.get<ReadGroupPreferences>('/api/groups/preferences')).body.defaultLocale,
    ).toBeNull();

    const bad = await w.member.put('/api/groups/preferences', { defaultLocale: 'klingon' });
    expect(bad.status).toBe(422);

    const cleared = await w.member.put<ReadGroupPreferences>('/api/groups/preferences', {
      ...mealieShaped,
      defaultLocale: null,
    });
    expect(cleared.body.defaultLocale).toBeNull();
  });

  it('is changed only by those who may manage the household', async () => {
    const plain = (await w.t.createMember(w.admin)).client;
    const answer = await plain.put('/api/groups/preferences', { defaultLocale: 'fi-FI' });
    expect(answer.status).toBe(403);
    expect(
      (await w.visitor.put('/api/groups/preferences', { defaultLocale: 'fi-FI' })).status,
    ).toBe(401);
    expect(
      (await w.member.get<ReadGroupPreferences>('/api/groups/preferences')).body.defaultLocale,
    ).toBeNull();
  });
});

describe('the week start from the language', () => {
  it('is on for a new household, off once a day is picked, back on when asked for', async () => {
    const read = async () =>
      (await w.outsider.get<ReadGroupPreferences>('/api/groups/preferences')).body;
    const before = await read();
    expect(before.weekStartFromLocale).toBe(true);
    const mealieShaped = Object.fromEntries(
      Object.entries(before).filter(
        ([key]) => !['id', 'groupId', 'defaultLocale', 'weekStartFromLocale'].includes(key),
      ),
    );

    await w.outsider.put('/api/groups/preferences', mealieShaped);
    expect((await read()).weekStartFromLocale).toBe(true);

    const picked = await w.outsider.put<ReadGroupPreferences>('/api/groups/preferences', {
      ...mealieShaped,
      firstDayOfWeek: 3,
    });
    expect(picked.body).toMatchObject({ firstDayOfWeek: 3, weekStartFromLocale: false });

    const following = await w.outsider.put<ReadGroupPreferences>('/api/groups/preferences', {
      ...mealieShaped,
      firstDayOfWeek: 3,
      weekStartFromLocale: true,
    });
    expect(following.body).toMatchObject({ firstDayOfWeek: 3, weekStartFromLocale: true });
    expect(
      (await w.outsider.put('/api/groups/preferences', { weekStartFromLocale: 'yes' })).status,
    ).toBe(422);
  });
});
