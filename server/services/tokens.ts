import { randomUUID } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';

const issuer = 'mealie';
const hour = 3600;
/** Mealie's TOKEN_TIME default (48 h); "remember me" stretches it to 14 days. */
const sessionSeconds = 48 * hour;
const rememberedSeconds = 14 * 24 * hour;
const apiTokenSeconds = 5 * 365 * 24 * hour;

export interface SignedToken {
  token: string;
  maxAgeSeconds: number;
}

/**
 * A session token. `epoch` is the user's session epoch: raising it (a password change or reset)
 * ends older sessions; `jti` names this session so that signing out can end it alone.
 * `expiresAt` (seconds) carries an existing session's end over to its new token.
 */
export async function signAccessToken(
  secret: Uint8Array,
  user: { id: string; sessionEpoch: number },
  lifetime: { rememberMe: boolean } | { expiresAt: number },
): Promise<SignedToken> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt =
    'expiresAt' in lifetime
      ? lifetime.expiresAt
      : now + (lifetime.rememberMe ? rememberedSeconds : sessionSeconds);
  const token = await new SignJWT({ epoch: user.sessionEpoch })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(issuer)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, maxAgeSeconds: Math.max(expiresAt - now, 0) };
}

/** Mealie's long-lived token claims; `jti` keeps two tokens made in one second distinct. */
export function signApiToken(
  secret: Uint8Array,
  userId: string,
  name: string,
  integrationId: string,
): Promise<string> {
  return new SignJWT({ long_token: true, id: userId, name, integration_id: integrationId })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomUUID())
    .setExpirationTime(Math.floor(Date.now() / 1000) + apiTokenSeconds)
    .sign(secret);
}

/** `sessionId` is null for sessions signed before sessions had ids; `expiresAt` is in seconds. */
export type TokenClaims =
  | { kind: 'session'; userId: string; epoch: number; sessionId: string | null; expiresAt: number }
  | { kind: 'api'; userId: string };

/** Null for anything that is not a valid, unexpired token signed by this installation. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (payload.long_token === true && typeof payload.id === 'string') {
      return { kind: 'api', userId: payload.id };
    }
    if (payload.iss === issuer && typeof payload.sub === 'string') {
      // Sessions from before epochs existed count as epoch 0.
      const epoch = typeof payload.epoch === 'number' ? payload.epoch : 0;
      return {
        kind: 'session',
        userId: payload.sub,
        epoch,
        sessionId: payload.jti ?? null,
        expiresAt: payload.exp ?? 0,
      };
    }
    return null;
  } catch {
    return null;
  }
}
