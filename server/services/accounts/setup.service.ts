import { randomUUID } from 'node:crypto';

import type { FirstAdminIn, SetupStatus } from '../../contract/setup';
import type { UserOut } from '../../contract/users';
import type { Db } from '../../db/database';
import { countUsers, findUserById, insertUser } from '../../db/repos/users.repo';
import { ConflictError, ForbiddenError, NotFoundError } from '../../domain/errors';
import { hashPassword } from '../../domain/passwords';

import type { ServiceContext } from '../context';
import { createGroupRecord } from './groups.service';
import { allGroupRights, newUserRow } from './user-rows';
import { viewUser } from './user-views';

/** There is no default password: until someone creates the first admin, setup is required. */
export async function isSetupRequired(db: Db): Promise<boolean> {
  return (await countUsers(db)) === 0;
}

export async function getSetupStatus(
  ctx: ServiceContext,
  fromLoopback: boolean,
): Promise<SetupStatus> {
  return { required: await isSetupRequired(ctx.db), allowedHere: fromLoopback };
}

/**
 * Creates the first administrator and their group, once. Only a person at the machine itself may
 * do it: whoever else reaches the port first must not become the administrator.
 */
export async function createFirstAdmin(
  ctx: ServiceContext,
  input: FirstAdminIn,
  fromLoopback: boolean,
): Promise<UserOut> {
  if (!fromLoopback) throw new ForbiddenError('errors.accounts.setUpIsOnlyPossible');
  const password = await hashPassword(input.password);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    if (!(await isSetupRequired(trx)))
      throw new ConflictError('errors.accounts.larderIsAlreadySetUp');
    const group = await createGroupRecord(trx, input.groupName);
    const id = randomUUID();
    await insertUser(
      trx,
      newUserRow(input, { id, password, groupId: group.id, admin: true, ...allGroupRights }),
    );
    return id;
  });
  ctx.logger.info({ userId }, 'first administrator created');
  await ctx.sharing.startAfterSetup();
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new NotFoundError();
  return viewUser(ctx.files, user);
}

/**
 * Unattended installs: `LARDER_ADMIN_EMAIL` and `LARDER_ADMIN_PASSWORD` on the very first start
 * create the admin in a group named "Home". Ignored once any user exists.
 */
export async function bootstrapAdminFromEnv(
  ctx: ServiceContext,
  admin: { email: string; password: string } | null,
): Promise<boolean> {
  if (!admin || !(await isSetupRequired(ctx.db))) return false;
  const name = admin.email.split('@')[0] ?? 'admin';
  await createFirstAdmin(
    ctx,
    {
      fullName: name,
      username: name,
      email: admin.email,
      password: admin.password,
      groupName: 'Home',
    },
    true,
  );
  return true;
}
