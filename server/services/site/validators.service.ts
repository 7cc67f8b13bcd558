import type { ValidationResponse } from '../../contract/common';
import { findGroupByName } from '../../db/repos/groups.repo';
import { isRecipeSlugTaken } from '../../db/repos/recipes.repo';
import { isEmailTaken, isUsernameTaken } from '../../db/repos/users.repo';
import { ForbiddenError } from '../../domain/errors';
import { slugify } from '../../domain/slug';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';

/** Live uniqueness hints for sign-up and admin forms; `valid` means "not taken yet". */
export async function validateGroupName(
  ctx: ServiceContext,
  name: string,
): Promise<ValidationResponse> {
  return { valid: (await findGroupByName(ctx.db, name)) === undefined };
}

export async function validateUserName(
  ctx: ServiceContext,
  name: string,
): Promise<ValidationResponse> {
  return { valid: !(await isUsernameTaken(ctx.db, name)) };
}

export async function validateUserEmail(
  ctx: ServiceContext,
  email: string,
): Promise<ValidationResponse> {
  return { valid: !(await isEmailTaken(ctx.db, email)) };
}

/**
 * Whether a recipe name is free in a group. Only members of that group (or admins) may ask:
 * the check must reveal nothing about other households' recipes.
 */
export async function validateRecipeName(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string | undefined,
  name: string,
): Promise<ValidationResponse> {
  const me = requireUser(actor);
  const target = groupId ?? me.groupId;
  if (target !== me.groupId && !me.admin) throw new ForbiddenError();
  const slug = slugify(name);
  return { valid: slug !== '' && !(await isRecipeSlugTaken(ctx.db, target, slug)) };
}
