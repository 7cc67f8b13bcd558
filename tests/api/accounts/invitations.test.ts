import { describe, expect, it } from 'vitest';

import type { EmailSuccess } from '../../../server/contract/email';
import type { InvitationPreview, ReadInviteToken } from '../../../server/contract/invitations';
import { grantInvite, useAccountsServer } from '../../helpers/accounts-server';
import { contractErrors } from '../../helpers/contract';
import { withServerDb } from '../../helpers/recipe-fixtures';
import { unique } from '../../helpers/test-server';

const server = useAccountsServer();

async function invite(uses = 2): Promise<ReadInviteToken> {
  const res = await server.admin.post<ReadInviteToken>('/api/groups/invitations', { uses });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status}`);
  return res.body;
}

describe('invitation tokens', () => {
  it('are created with the asked uses, unguessable and listed for the group', async () => {
    const res = await server.admin.post<ReadInviteToken>('/api/groups/invitations', { uses: 3 });
    expect(res.status).toBe(201);
    expect(contractErrors('ReadInviteToken', res.body)).toEqual([]);
    expect(res.body).toMatchObject({ usesLeft: 3, groupId: server.adminUser.groupId });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const other = await invite();
    expect(other.token).not.toBe(res.body.token);
    const list = await server.admin.get<ReadInviteToken[]>('/api/groups/invitations');
    expect(list.status).toBe(200);
    for (const item of list.body) expect(contractErrors('ReadInviteToken', item)).toEqual([]);
    expect(list.body.map((i) => i.token)).toEqual(
      expect.arrayContaining([res.body.token, other.token]),
    );
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const before = (await server.admin.get<ReadInviteToken[]>('/api/groups/invitations')).body;
    for (const body of [{ uses: 0 }, { uses: -1 }, { uses: 'two' }, { uses: 1.5 }, {}]) {
      const res = await server.admin.post('/api/groups/invitations', body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ detail: [{ loc: ['body', 'uses'] }] });
    }
    const after = (await server.admin.get<ReadInviteToken[]>('/api/groups/invitations')).body;
    expect(after).toEqual(before);
  });

  it('need the invite permission, and stay inside the group', async () => {
    const token = await invite();
    const { client: member } = await server.t.createMember(server.admin);
    expect((await member.get('/api/groups/invitations')).status).toBe(403);
    expect((await member.post('/api/groups/invitations', { uses: 1 })).status).toBe(403);
    const emailBody = { email: 'friend@example.org', token: token.token };
    expect((await member.post('/api/groups/invitations/email', emailBody)).status).toBe(403);
    const visitor = server.t.visitor;
    expect((await visitor.get('/api/groups/invitations')).status).toBe(401);
    expect((await visitor.post('/api/groups/invitations', { uses: 1 })).status).toBe(401);
    expect((await visitor.post('/api/groups/invitations/email', emailBody)).status).toBe(401);

    const neighbours = unique('Neighbours ');
    expect((await server.admin.post('/api/admin/groups', { name: neighbours })).status).toBe(201);
    const outsider = await server.t.createMember(server.admin, { group: neighbours });
    await grantInvite(server.admin, outsider.user);
    const theirs = await outsider.client.get<ReadInviteToken[]>('/api/groups/invitations');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    const before = server.mail.messages.length;
    const stolen = await outsider.client.post('/api/groups/invitations/email', emailBody);
    expect(stolen.status).toBe(404);
    const own = await outsider.client.post<ReadInviteToken>('/api/groups/invitations', {
      uses: 1,
    });
    expect(own.status).toBe(201);
    expect(own.body.groupId).toBe(outsider.user.groupId);
    expect(server.mail.messages.length).toBe(before);
  });

  it('are emailed with a registration link carrying the token', async () => {
    const token = await invite();
    const res = await server.admin.post<EmailSuccess>('/api/groups/invitations/email', {
      email: 'friend@example.org',
      token: token.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, error: null });
    expect(contractErrors('EmailInitationResponse', res.body)).toEqual([]);
    const mail = await server.mail.next();
    const link = `${server.t.url}register?token=${token.token}`;
    expect(mail.to).toEqual(['friend@example.org']);
    expect(mail.subject).toBe("You're invited to join Home on Larder");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Ada Admin');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('are not emailed when the token or address is wrong', async () => {
    const before = server.mail.messages.length;
    const unknown = await server.admin.post('/api/groups/invitations/email', {
      email: 'friend@example.org',
      token: 'A'.repeat(43),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      detail: { message: 'Invitation not found', error: true, exception: 'NotFoundError' },
    });
    const token = await invite();
    for (const body of [{ email: 'nope', token: token.token }, { email: 'a@example.org' }]) {
      expect((await server.admin.post('/api/groups/invitations/email', body)).status).toBe(422);
    }
    expect(server.mail.messages.length).toBe(before);
  });

  it('expire', async () => {
    const token = await invite();
    await withServerDb(server.t, (sqlite) => {
      sqlite
        .prepare('UPDATE invite_tokens SET expires_at = ? WHERE token = ?')
        .run(new Date(Date.now() - 1000).toISOString(), token.token);
    });
    const list = await server.admin.get<ReadInviteToken[]>('/api/groups/invitations');
    expect(list.body.map((i) => i.token)).not.toContain(token.token);
    const res = await server.admin.post('/api/groups/invitations/email', {
      email: 'friend@example.org',
      token: token.token,
    });
    expect(res.status).toBe(404);
  });
});

describe('withdrawing and previewing invitations', () => {
  const register = (token: string) => {
    const name = unique('joiner');
    return server.t.visitor.post('/api/users/register', {
      groupToken: token,
      email: `${name}@example.org`,
      username: name,
      fullName: 'Joiner',
      password: 'long enough',
      passwordConfirm: 'long enough',
    });
  };

  it('a withdrawn link is gone from the list and joins nobody', async () => {
    const token = await invite(5);
    const res = await server.admin.delete<ReadInviteToken>(
      `/api/groups/invitations/${token.token}`,
    );
    expect(res.status).toBe(200);
    expect(contractErrors('ReadInviteToken', res.body)).toEqual([]);
    expect(res.body).toMatchObject({ token: token.token, usesLeft: 5 });
    const list = await server.admin.get<ReadInviteToken[]>('/api/groups/invitations');
    expect(list.body.map((i) => i.token)).not.toContain(token.token);
    const joined = await register(token.token);
    expect(joined.status).toBe(400);
    expect(joined.body).toMatchObject({ detail: { message: 'Invalid or expired invitation' } });
    const again = await server.admin.delete(`/api/groups/invitations/${token.token}`);
    expect(again.status).toBe(404);
  });

  it('only inviters of the same group withdraw a link', async () => {
    const token = await invite();
    const { client: member } = await server.t.createMember(server.admin);
    expect((await member.delete(`/api/groups/invitations/${token.token}`)).status).toBe(403);
    expect((await server.t.visitor.delete(`/api/groups/invitations/${token.token}`)).status).toBe(
      401,
    );
    const neighbours = unique('Neighbours ');
    expect((await server.admin.post('/api/admin/groups', { name: neighbours })).status).toBe(201);
    const outsider = await server.t.createMember(server.admin, { group: neighbours });
    await grantInvite(server.admin, outsider.user);
    expect((await outsider.client.delete(`/api/groups/invitations/${token.token}`)).status).toBe(
      404,
    );
    expect((await register(token.token)).status).toBe(201);
  });

  it('a live link names its household to anyone holding it; others learn nothing', async () => {
    const token = await invite(2);
    const res = await server.t.visitor.post<InvitationPreview>('/api/users/register/invitation', {
      token: token.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ groupName: 'Home', usesLeft: 2, expiresAt: token.expiresAt });
    for (const body of [{ token: 'A'.repeat(43) }, { token: '' }, {}]) {
      const bad = await server.t.visitor.post('/api/users/register/invitation', body);
      expect(bad.status).toBe(body.token ? 400 : 422);
      expect(JSON.stringify(bad.body)).not.toContain('Home');
    }
  });
});

describe('invitation email without SMTP', () => {
  const bare = useAccountsServer({ mail: false });

  it('answers success: false with the reason', async () => {
    const token = await bare.admin.post<ReadInviteToken>('/api/groups/invitations', { uses: 1 });
    const res = await bare.admin.post<EmailSuccess>('/api/groups/invitations/email', {
      email: 'friend@example.org',
      token: token.body.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/Email is not set up/);
  });
});
