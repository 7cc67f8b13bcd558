import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { PasswordResetToken, UserResetLink } from '../../../server/contract/password-reset';
import { useAccountsServer, type AccountsServer } from '../../helpers/accounts-server';
import { fromAnotherDevice } from '../../helpers/test-server';
import { contractErrors } from '../../helpers/contract';
import type { CaughtMail } from '../../helpers/mail-catcher';
import { withServerDb } from '../../helpers/recipe-fixtures';

const server = useAccountsServer();

const newPassword = 'a brand new password';
const invalidLink = { detail: { message: 'Invalid or expired reset link', error: true } };

/** The status, headers that matter and exact bytes of an answer. */
async function rawPost(url: string, path: string, body: unknown) {
  const res = await fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    length: res.headers.get('content-length'),
    text: await res.text(),
  };
}

/** The token in a reset email's link (`<base>/reset-password?token=…`). */
function tokenIn(mail: CaughtMail, url: string): string {
  const match = new RegExp(`${url}reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

/** A member asks for a link by email and receives it; the token it carries. */
async function forgot(s: AccountsServer, email: string): Promise<string> {
  const res = await s.t.visitor.post('/api/users/forgot-password', { email });
  expect(res.status).toBe(200);
  const mail = await s.mail.next();
  expect(mail.to).toEqual([email]);
  return tokenIn(mail, s.t.url);
}

const reset = (s: AccountsServer, body: Record<string, unknown>) =>
  s.t.visitor.post('/api/users/reset-password', {
    password: newPassword,
    passwordConfirm: newPassword,
    ...body,
  });

async function canLogIn(s: AccountsServer, username: string, password: string) {
  const res = await s.t.visitor.request('POST', '/api/auth/token', {
    body: new URLSearchParams({ username, password }),
    headers: fromAnotherDevice,
  });
  return res.status;
}

const resetTokenCount = async (s: AccountsServer, userId: string) => {
  let count = -1;
  await withServerDb(s.t, (sqlite) => {
    const row = sqlite
      .prepare('SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?')
      .get(userId) as { n: number };
    count = row.n;
  });
  return count;
};

/** Moves a user's reset tokens back in time, past the one-email-a-minute limit. */
const ageResetTokens = (s: AccountsServer, userId: string, seconds: number) =>
  withServerDb(s.t, (sqlite) => {
    sqlite
      .prepare('UPDATE password_reset_tokens SET created_at = ? WHERE user_id = ?')
      .run(new Date(Date.now() - seconds * 1000).toISOString(), userId);
  });

describe('forgot-password', () => {
  it('sends one email a minute however often it is asked, and the first link keeps working', async () => {
    const { user } = await server.t.createMember(server.admin);
    const { user: witness } = await server.t.createMember(server.admin);
    const before = server.mail.messages.length;
    const token = await forgot(server, user.email);
    for (let i = 0; i < 5; i += 1) {
      const res = await server.t.visitor.post('/api/users/forgot-password', { email: user.email });
      expect(res.status).toBe(200);
    }
    // Asked after the repeats, the witness's link is looked up after theirs (the database answers
    // in order): once its email is in, every repeat has been decided.
    await forgot(server, witness.email);
    expect(server.mail.messages.length - before).toBe(2);
    expect((await reset(server, { token, email: user.email })).status).toBe(200);
  });

  it('answers known and unknown addresses byte for byte alike, and mails only the known one', async () => {
    const { user } = await server.t.createMember(server.admin);
    const before = server.mail.messages.length;
    const unknown = await rawPost(server.t.url, '/api/users/forgot-password', {
      email: 'nobody@example.org',
    });
    const known = await rawPost(server.t.url, '/api/users/forgot-password', {
      email: user.email.toUpperCase(),
    });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(JSON.parse(known.text)).toEqual({
      message: 'If that address belongs to an account, a reset link is on its way',
      error: false,
    });
    expect(contractErrors('SuccessResponse', JSON.parse(known.text))).toEqual([]);

    // The unknown address was asked first and the database answers in order: its lookup ended
    // before the known address's email could go out.
    const mail = await server.mail.next();
    expect(server.mail.messages.slice(before)).toEqual([mail]);
    expect(mail.to).toEqual([user.email]);
    expect(mail.subject).toBe('Reset your Larder password');
    expect(mail.text).toContain('for 1 hour');
    const token = tokenIn(mail, server.t.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.html).toContain(`href="${server.t.url}reset-password?token=${token}"`);
  });

  it('keeps only a hash of the token, for one hour, and a new request replaces the old one', async () => {
    const { user, password } = await server.t.createMember(server.admin);
    const first = await forgot(server, user.email);
    await ageResetTokens(server, user.id, 61);
    const second = await forgot(server, user.email);
    expect(second).not.toBe(first);
    await withServerDb(server.t, (sqlite) => {
      const rows = sqlite
        .prepare('SELECT * FROM password_reset_tokens WHERE user_id = ?')
        .all(user.id) as { token_hash: string; expires_at: string }[];
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(row?.token_hash).toBe(createHash('sha256').update(second).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(second);
      const hours = (Date.parse(row?.expires_at ?? '') - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(0.95);
      expect(hours).toBeLessThanOrEqual(1);
    });
    const stale = await reset(server, { token: first, email: user.email });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject(invalidLink);
    expect(await canLogIn(server, user.email, password)).toBe(200);
    expect((await reset(server, { token: second, email: user.email })).status).toBe(200);
  });

  it('refuses a bad body with 422', async () => {
    for (const body of [{}, { email: 'not an address' }, { email: 7 }]) {
      const res = await server.t.visitor.post('/api/users/forgot-password', body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ detail: [{ loc: ['body', 'email'] }] });
    }
  });
});

describe('reset-password', () => {
  it('sets the password once, signs sessions out, keeps API tokens and lifts a lock-out', async () => {
    const member = await server.t.createMember(server.admin);
    const { user, password } = member;
    const apiToken = await member.client.post<{ token: string }>('/api/users/api-tokens', {
      name: 'kitchen tablet',
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await canLogIn(server, user.username ?? '', 'wrong password');
    }
    expect(await canLogIn(server, user.username ?? '', password)).toBe(423);

    const token = await forgot(server, user.email);
    const res = await reset(server, { token, email: user.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password updated', error: false });
    expect(contractErrors('SuccessResponse', res.body)).toEqual([]);

    expect((await member.client.get('/api/users/self')).status).toBe(401);
    const byApiToken = member.client.withToken(apiToken.body.token);
    expect((await byApiToken.get('/api/users/self')).status).toBe(200);
    expect(await canLogIn(server, user.username ?? '', password)).toBe(401);
    const fresh = await server.t.login(user.username ?? '', newPassword);
    expect((await fresh.get('/api/users/self')).status).toBe(200);

    const again = await reset(server, { token, email: user.email });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject(invalidLink);
    expect(await canLogIn(server, user.username ?? '', newPassword)).toBe(200);
  });

  it('changes nothing for a wrong email, an expired token or an unknown one', async () => {
    const { user, password } = await server.t.createMember(server.admin);
    const other = await server.t.createMember(server.admin);
    const token = await forgot(server, user.email);

    const wrongEmail = await reset(server, { token, email: other.user.email });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body).toMatchObject(invalidLink);
    const unknown = await reset(server, { token: 'A'.repeat(43), email: user.email });
    expect(unknown.body).toMatchObject(invalidLink);
    expect(await canLogIn(server, user.email, password)).toBe(200);
    expect(await canLogIn(server, other.user.email, other.password)).toBe(200);
    expect(await resetTokenCount(server, user.id)).toBe(1);

    await withServerDb(server.t, (sqlite) => {
      sqlite
        .prepare('UPDATE password_reset_tokens SET expires_at = ? WHERE user_id = ?')
        .run(new Date(Date.now() - 1000).toISOString(), user.id);
    });
    const expired = await reset(server, { token, email: user.email });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject(invalidLink);
    expect(await canLogIn(server, user.email, password)).toBe(200);
  });

  it('checks the new password and the body', async () => {
    const { user, password } = await server.t.createMember(server.admin);
    const token = await forgot(server, user.email);
    const mismatch = await reset(server, {
      token,
      email: user.email,
      passwordConfirm: 'something else',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ detail: { message: 'Passwords do not match' } });
    const short = await reset(server, {
      token,
      email: user.email,
      password: 'short',
      passwordConfirm: 'short',
    });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ detail: [{ loc: ['body', 'password'] }] });
    for (const body of [{ email: user.email }, { token, email: 'nope' }]) {
      expect((await reset(server, body)).status).toBe(422);
    }
    expect(await canLogIn(server, user.email, password)).toBe(200);
    expect((await reset(server, { token, email: user.email })).status).toBe(200);
  });
});

describe('reset tokens made by administrators', () => {
  it('POST /api/admin/users/password-reset-token answers Mealie’s token, for admins only', async () => {
    const { client: member, user } = await server.t.createMember(server.admin);
    const before = server.mail.messages.length;
    const res = await server.admin.post<PasswordResetToken>(
      '/api/admin/users/password-reset-token',
      { email: user.email },
    );
    expect(res.status).toBe(201);
    expect(contractErrors('PasswordResetToken', res.body)).toEqual([]);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const unknown = await server.admin.post('/api/admin/users/password-reset-token', {
      email: 'nobody@example.org',
    });
    expect(unknown.status).toBe(404);
    const body = { email: user.email };
    expect((await member.post('/api/admin/users/password-reset-token', body)).status).toBe(403);
    const visitor = server.t.visitor;
    expect((await visitor.post('/api/admin/users/password-reset-token', body)).status).toBe(401);
    expect(server.mail.messages.length).toBe(before);
    expect((await reset(server, { token: res.body.token, email: user.email })).status).toBe(200);
  });

  it('POST /api/users/{id}/reset-password emails the link and answers it, for admins only', async () => {
    const { client: member, user } = await server.t.createMember(server.admin);
    const res = await server.admin.post<UserResetLink>(`/api/users/${user.id}/reset-password`);
    expect(res.status).toBe(201);
    expect(res.body.link).toBe(`${server.t.url}reset-password?token=${res.body.token}`);
    expect(res.body.emailed).toBe(true);
    const mail = await server.mail.next();
    expect(mail.to).toEqual([user.email]);
    expect(tokenIn(mail, server.t.url)).toBe(res.body.token);

    const unknownId = '00000000-0000-4000-8000-000000000000';
    expect((await server.admin.post(`/api/users/${unknownId}/reset-password`)).status).toBe(404);
    expect((await member.post(`/api/users/${user.id}/reset-password`)).status).toBe(403);
    expect((await server.t.visitor.post(`/api/users/${user.id}/reset-password`)).status).toBe(401);
    expect((await reset(server, { token: res.body.token, email: user.email })).status).toBe(200);
  });
});

describe('password reset without SMTP', () => {
  const bare = useAccountsServer({ mail: false });

  it('answers forgot-password alike and makes no token; admins still get a link', async () => {
    const { user } = await bare.t.createMember(bare.admin);
    const res = await bare.t.visitor.post('/api/users/forgot-password', { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false });
    // The lookup runs just after the answer; a later request's database work waits behind it.
    await bare.admin.get('/api/users/self');
    expect(await resetTokenCount(bare, user.id)).toBe(0);

    const link = await bare.admin.post<UserResetLink>(`/api/users/${user.id}/reset-password`);
    expect(link.status).toBe(201);
    expect(link.body.emailed).toBe(false);
    expect(await resetTokenCount(bare, user.id)).toBe(1);
    expect(bare.mail.messages).toEqual([]);
  });
});
