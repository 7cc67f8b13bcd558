import { z } from 'zod';

/** `POST /api/auth/token` form fields (snake_case, as OAuth2 password forms are). */
export const LoginForm = z.object({
  username: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(256),
  remember_me: z.stringbool().default(false),
});
export type LoginForm = z.infer<typeof LoginForm>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenResponse = z.infer<typeof TokenResponse>;
