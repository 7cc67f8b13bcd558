import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export interface Account {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

export const admin: Account = {
  fullName: 'Ada Admin',
  username: 'ada',
  email: 'ada@example.com',
  password: 'correct-horse-42',
};

export const member: Account = {
  fullName: 'Max Member',
  username: 'max',
  email: 'max@example.com',
  password: 'battery-staple-7',
};

/** Creates the first administrator through the first-run call (the test runs on loopback). */
/**
 * Headers that make a request look like it comes from a phone on the home network: a forwarded
 * request is never taken for a person at the computer running Larder.
 */
export const fromAnotherDevice = { 'x-forwarded-for': '198.51.100.7' };

export async function createAdmin(request: APIRequestContext, account: Account = admin) {
  const response = await request.post('/api/setup', {
    data: { ...account, groupName: 'Home' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs in over the API; with `page.request` the session cookie lands in the page's context. */
export async function logIn(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/auth/token', {
    form: { username: account.username, password: account.password, remember_me: 'false' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Creates a non-admin member; `request` must carry an admin session. */
export async function createMember(request: APIRequestContext, account: Account = member) {
  const response = await request.post('/api/admin/users', {
    data: { ...account, admin: false },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A page in a fresh browser context without a session, as on someone else's phone; close it
 * with `page.context().close()`.
 */
export async function visitorPage(
  browser: Browser,
  baseURL: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(viewport && { viewport }) });
  return context.newPage();
}
