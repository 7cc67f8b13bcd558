import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** Mealie's file tokens live 30 minutes. */
const fileTokenSeconds = 30 * 60;

/**
 * Each kind of short-lived token has its own audience, so a download token never opens a recipe
 * zip (or the other way round), and neither carries the `iss`/`sub` a session token needs.
 */
const audiences = {
  file: 'larder:file',
  recipeZip: 'larder:recipe-zip',
  backup: 'larder:backup',
} as const;

function sign(secret: Uint8Array, audience: string, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + fileTokenSeconds)
    .sign(secret);
}

async function verify(
  secret: Uint8Array,
  audience: string,
  token: string,
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience });
    return payload;
  } catch {
    return null;
  }
}

/** A token for `/api/utils/download`: a file path relative to the data directory. */
export function signFileToken(secret: Uint8Array, relativePath: string): Promise<string> {
  return sign(secret, audiences.file, { file: relativePath });
}

/** The relative path a valid, unexpired download token names; null for anything else. */
export async function readFileToken(secret: Uint8Array, token: string): Promise<string | null> {
  const payload = await verify(secret, audiences.file, token);
  return typeof payload?.file === 'string' ? payload.file : null;
}

/** A token for `GET /api/recipes/{slug}/exports/zip`, bound to one recipe by id. */
export function signRecipeZipToken(secret: Uint8Array, recipeId: string): Promise<string> {
  return sign(secret, audiences.recipeZip, { recipe: recipeId });
}

export async function readRecipeZipToken(
  secret: Uint8Array,
  token: string,
): Promise<string | null> {
  const payload = await verify(secret, audiences.recipeZip, token);
  return typeof payload?.recipe === 'string' ? payload.recipe : null;
}

/**
 * A token for `/api/utils/download` naming a backup by its file name: the backups folder may lie
 * outside the data directory (`LARDER_BACKUP_DIR`), so it is found there when the token is used.
 */
export function signBackupToken(secret: Uint8Array, name: string): Promise<string> {
  return sign(secret, audiences.backup, { backup: name });
}

export async function readBackupToken(secret: Uint8Array, token: string): Promise<string | null> {
  const payload = await verify(secret, audiences.backup, token);
  return typeof payload?.backup === 'string' ? payload.backup : null;
}
