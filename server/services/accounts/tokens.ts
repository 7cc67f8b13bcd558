import { randomUUID } from 'node:crypto';

import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

import { LruMap } from '../../domain/lru-map';

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

/** How many verified tokens each installation remembers (people, devices and API tokens). */
export const verifiedTokenCapacity = 1000;

interface Verified {
  claims: TokenClaims;
  /** The token's `exp` in seconds; undefined when it has none (jose never expires those). */
  expiresAt: number | undefined;
}

/** Tokens whose signature was checked, per signing key (tests run several servers at once). */
const verifiedTokens = new WeakMap<Uint8Array, LruMap<string, Verified>>();

function verifiedTokensOf(secret: Uint8Array): LruMap<string, Verified> {
  let verified = verifiedTokens.get(secret);
  if (!verified) {
    verified = new LruMap(verifiedTokenCapacity);
    verifiedTokens.set(secret, verified);
  }
  return verified;
}

/**
 * Null for anything that is not a valid, unexpired token signed by this installation.
 * A token verified before is not verified again (an HMAC on WebCrypto's thread pool, on every
 * request), but its expiry is checked every time, as jose does: valid while `exp` is later than
 * the current second. This only stands in for the signature check; whether the session was
 * signed out, the user's epoch, the user and the API token's row are looked up by the caller on
 * every request.
 */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  const verified = verifiedTokensOf(secret);
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt === undefined || known.expiresAt > Math.floor(Date.now() / 1000)) {
      return known.claims;
    }
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const claims = claimsOf(payload);
    if (claims) verified.set(token, { claims, expiresAt: payload.exp });
    return claims;
  } catch {
    return null;
  }
}

function claimsOf(payload: JWTPayload): TokenClaims | null {
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
}
