import type { TokenResponse } from '../../server/contract/auth';
import { paths } from '../../server/contract/paths';

import { api } from './client';
import { refreshCurrentUser } from './users';

interface LoginInput {
  username: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Logs in with the OAuth2 password form. The server also sets the HttpOnly session cookie, so
 * the returned token is not kept; 401, 423 and 429 are answers the login page words itself.
 */
export async function login(input: LoginInput) {
  const result = await api.post<TokenResponse>(paths.authToken, {
    form: {
      username: input.username,
      password: input.password,
      remember_me: String(input.rememberMe),
    },
    quiet: true,
    expectedStatuses: [401, 423, 429],
  });
  if (!result.error) await refreshCurrentUser();
  return result;
}

export async function logout() {
  const result = await api.post<unknown>(paths.authLogout);
  await refreshCurrentUser();
  return result;
}
