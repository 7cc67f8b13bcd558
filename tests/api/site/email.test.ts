import { describe, expect, it } from 'vitest';

import type { AppInfo, CheckAppConfig } from '../../../server/contract/app';
import type { EmailReady, EmailSuccess } from '../../../server/contract/email';
import { useAccountsServer } from '../../helpers/accounts-server';
import { contractErrors } from '../../helpers/contract';
import { startTestServer } from '../../helpers/test-server';

describe('email with SMTP configured', () => {
  const server = useAccountsServer();

  it('sends the admin a test message through the SMTP server', async () => {
    const res = await server.admin.post<EmailSuccess>('/api/admin/email', {
      email: 'someone@example.org',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, error: null });
    expect(contractErrors('EmailSuccess', res.body)).toEqual([]);
    const mail = await server.mail.next();
    expect(mail.to).toEqual(['someone@example.org']);
    expect(mail.from).toContain('larder@example.com');
    expect(mail.subject).toBe('Larder test email');
    expect(mail.text).toContain('Email is set up correctly');
    expect(mail.html).toContain('<p>This is a test message');
  });

  it('reports email as ready', async () => {
    const ready = await server.admin.get<EmailReady>('/api/admin/email');
    expect(ready.body).toEqual({ ready: true });
    expect(contractErrors('EmailReady', ready.body)).toEqual([]);
    const check = await server.admin.get<CheckAppConfig>('/api/admin/about/check');
    expect(check.body.emailReady).toBe(true);
    expect(contractErrors('CheckAppConfig', check.body)).toEqual([]);
    const about = await server.t.visitor.get<AppInfo>('/api/app/about');
    expect(about.body.emailReady).toBe(true);
    expect(contractErrors('AppInfo', about.body)).toEqual([]);
  });

  it('refuses a bad address with 422 and sends nothing', async () => {
    const before = server.mail.messages.length;
    for (const body of [{ email: 'not an address' }, {}, { email: 42 }]) {
      const res = await server.admin.post('/api/admin/email', body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ detail: [{ loc: ['body', 'email'] }] });
    }
    expect(server.mail.messages.length).toBe(before);
  });

  it('is for admins only', async () => {
    const { client: member } = await server.t.createMember(server.admin);
    const before = server.mail.messages.length;
    const body = { email: 'someone@example.org' };
    expect((await member.post('/api/admin/email', body)).status).toBe(403);
    expect((await member.get('/api/admin/email')).status).toBe(403);
    expect((await server.t.visitor.post('/api/admin/email', body)).status).toBe(401);
    expect((await server.t.visitor.get('/api/admin/email')).status).toBe(401);
    expect(server.mail.messages.length).toBe(before);
  });
});

describe('email without SMTP', () => {
  const server = useAccountsServer({ mail: false });

  it('answers success: false with a message the admin can act on', async () => {
    const res = await server.admin.post<EmailSuccess>('/api/admin/email', {
      email: 'someone@example.org',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/not set up.*LARDER_SMTP_HOST/);
    expect(contractErrors('EmailSuccess', res.body)).toEqual([]);
    expect((await server.admin.get('/api/admin/email')).body).toEqual({ ready: false });
    const check = await server.admin.get<CheckAppConfig>('/api/admin/about/check');
    expect(check.body).toMatchObject({ emailReady: false, baseUrlSet: false });
    expect((await server.t.visitor.get<AppInfo>('/api/app/about')).body.emailReady).toBe(false);
    expect(server.mail.messages).toEqual([]);
  });
});

describe('email when the mail server cannot be reached', () => {
  it('answers success: false with the reason', async () => {
    const closedPort = await startTestServer();
    const port = closedPort.server.port;
    await closedPort.close();
    const t = await startTestServer({
      smtp: {
        host: '127.0.0.1',
        port,
        strategy: 'NONE',
        user: null,
        password: null,
        fromEmail: 'larder@example.com',
        fromName: 'Larder',
      },
      baseUrl: 'https://recipes.example.org/',
    });
    try {
      const { client: admin } = await t.setupAdmin();
      const res = await admin.post<EmailSuccess>('/api/admin/email', { email: 'a@example.org' });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatch(/did not accept the message/);
      const check = await admin.get<CheckAppConfig>('/api/admin/about/check');
      expect(check.body).toMatchObject({ emailReady: true, baseUrlSet: true });
    } finally {
      await t.close();
    }
  });
});
