import { randomUUID } from 'node:crypto';

import type { CreateUserRegistration } from '../../contract/registration';
import { SeederKind } from '../../contract/seeders';
import type { UserOut } from '../../contract/users';
import type { Db } from '../../db/database';
import { takeInviteUse } from '../../db/repos/invite-tokens.repo';
import { findUserById, insertUser } from '../../db/repos/users.repo';
import { InvalidError, NotFoundError, RefusedError } from '../../domain/errors';
import { hashPassword } from '../../domain/passwords';
import { hashSecretToken } from '../../domain/secret-tokens';
import { nowIso } from '../../domain/time';

import type { ServiceContext } from '../context';
import { publishEvent } from '../notifications/events';
import { createGroupRecord } from './groups.service';
import { loadSeed, plantSeed, type Seed } from '../organizers/seeders.service';
import { isSignupOpen } from '../site/site-settings.service';
import { allGroupRights, newUserRow } from './user-rows';
import { viewUser } from './user-views';
import { assertUniqueIdentity } from './users.service';

/** Where the new account goes: a group joined by invitation, or a group of its own. */
type Destination =
  | { kind: 'invited'; tokenHash: string }
  | { kind: 'new-group'; name: string; isPrivate: boolean; seeds: Seed[] };

async function chooseDestination(
  ctx: ServiceContext,
  input: CreateUserRegistration,
): Promise<Destination> {
  if (input.groupToken) return { kind: 'invited', tokenHash: hashSecretToken(input.groupToken) };
  if (!(await isSignupOpen(ctx))) {
    throw new RefusedError('errors.accounts.registrationIsClosedAskFor');
  }
  if (!input.group) throw new InvalidError('errors.accounts.groupNameIsRequired');
  const seeds = input.seedData
    ? await Promise.all(SeederKind.options.map((kind) => loadSeed(kind, input.locale)))
    : [];
  return { kind: 'new-group', name: input.group, isPrivate: input.private, seeds };
}

/**
 * The group the account is created in, inside the registration's transaction: one use of the
 * invitation is taken in the same statement that checks it (of two people racing for the last
 * use, one gets it), or the new group is made with its seed data.
 */
async function settleGroup(db: Db, destination: Destination): Promise<string> {
  if (destination.kind === 'invited') {
    const groupId = await takeInviteUse(db, destination.tokenHash, nowIso());
    if (!groupId) throw new InvalidError('errors.accounts.invalidOrExpiredInvitation');
    return groupId;
  }
  const group = await createGroupRecord(db, destination.name, {
    isPrivate: destination.isPrivate,
  });
  for (const seed of destination.seeds) await plantSeed(db, group.id, seed);
  return group.id;
}

/**
 * `POST /api/users/register` (public). Invited people join as plain members; people who create
 * their group manage it, invite and organize in it, as in Mealie. Nobody becomes a site admin and
 * nobody is signed in. Any refusal leaves nothing written.
 */
export async function registerUser(
  ctx: ServiceContext,
  input: CreateUserRegistration,
): Promise<UserOut> {
  if (input.passwordConfirm !== input.password)
    throw new InvalidError('errors.accounts.passwordsDoNotMatch');
  const destination = await chooseDestination(ctx, input);
  const password = await hashPassword(input.password);
  const ownsGroup = destination.kind === 'new-group';
  const id = randomUUID();
  const groupId = await ctx.db.transaction().execute(async (trx) => {
    const settled = await settleGroup(trx, destination);
    await assertUniqueIdentity({ ...ctx, db: trx }, input);
    const rights = ownsGroup ? allGroupRights : {};
    await insertUser(
      trx,
      newUserRow(input, { id, password, groupId: settled, advanced: input.advanced, ...rights }),
    );
    return settled;
  });
  ctx.logger.info({ userId: id, groupId, invited: !ownsGroup }, 'user registered');
  publishEvent(ctx, groupId, { type: 'userSignup', subject: input.fullName || input.username });
  const user = await findUserById(ctx.db, id);
  if (!user) throw new NotFoundError();
  return viewUser(ctx.files, user);
}
