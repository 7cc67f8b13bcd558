import { randomUUID } from 'node:crypto';

import {
  inviteLifetimeDays,
  registerPagePath,
  type CreateInviteToken,
  type EmailInitationResponse,
  type EmailInvitation,
  type InvitationLookup,
  type InvitationPreview,
  type ReadInviteToken,
} from '../../contract/invitations';
import type { InviteTokenRow } from '../../db/account-tables';
import { findGroupById } from '../../db/repos/groups.repo';
import {
  deleteInviteToken,
  findLiveInviteToken,
  insertInviteToken,
  listLiveInviteTokens,
} from '../../db/repos/invite-tokens.repo';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { hashSecretToken, newSecretToken } from '../../domain/secret-tokens';
import { nowIso } from '../../domain/time';
import { invitationMessage } from '../../mail/messages';

import type { Actor, ServiceContext } from '../context';
import { deliver, pageLink } from '../site/email.service';
import { requireGroupPermission } from '../group-permissions';

/** Invitations need the group's invite permission, reading them too: a token is a key to the group. */
const requireInviter = (actor: Actor) => requireGroupPermission(actor, 'invite');

function toReadInviteToken(row: InviteTokenRow): ReadInviteToken {
  return {
    token: row.token,
    usesLeft: row.usesLeft,
    groupId: row.groupId,
    householdId: row.groupId,
    expiresAt: row.expiresAt,
  };
}

export async function listInvitations(
  ctx: ServiceContext,
  actor: Actor,
): Promise<ReadInviteToken[]> {
  const user = requireInviter(actor);
  return (await listLiveInviteTokens(ctx.db, user.groupId, nowIso())).map(toReadInviteToken);
}

export async function createInvitation(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateInviteToken,
): Promise<ReadInviteToken> {
  const user = requireInviter(actor);
  const token = newSecretToken();
  const now = new Date();
  const row: InviteTokenRow = {
    id: randomUUID(),
    token,
    tokenHash: hashSecretToken(token),
    usesLeft: input.uses,
    groupId: user.groupId,
    expiresAt: new Date(now.getTime() + inviteLifetimeDays * 86_400_000).toISOString(),
    createdAt: now.toISOString(),
    updateAt: now.toISOString(),
  };
  await insertInviteToken(ctx.db, row);
  return toReadInviteToken(row);
}

/** Emails a live invitation of the caller's own group; mail trouble is `success: false`. */
export async function emailInvitation(
  ctx: ServiceContext,
  actor: Actor,
  input: EmailInvitation,
  locale: string,
): Promise<EmailInitationResponse> {
  const user = requireInviter(actor);
  const row = await findLiveInviteToken(ctx.db, hashSecretToken(input.token), nowIso());
  if (!row || row.groupId !== user.groupId)
    throw new NotFoundError('errors.accounts.invitationNotFound');
  const message = invitationMessage(locale, {
    groupName: user.groupName,
    inviterName: user.fullName ?? user.username ?? user.email,
    link: pageLink(ctx, registerPagePath, input.token),
    expiresInDays: inviteLifetimeDays,
  });
  return deliver(ctx, input.email, message, locale);
}

/** Withdraws one of the group's invitation links, so a link shared too widely stops working. */
export async function revokeInvitation(
  ctx: ServiceContext,
  actor: Actor,
  token: string,
): Promise<ReadInviteToken> {
  const user = requireInviter(actor);
  const row = await deleteInviteToken(ctx.db, user.groupId, hashSecretToken(token));
  if (!row) throw new NotFoundError('errors.accounts.invitationNotFound');
  return toReadInviteToken(row);
}

/**
 * What the registration page shows before anyone types: the household a live link joins. Holding
 * the token already lets one join, so naming the household tells a stranger nothing more.
 */
export async function previewInvitation(
  ctx: ServiceContext,
  input: InvitationLookup,
): Promise<InvitationPreview> {
  const row = await findLiveInviteToken(ctx.db, hashSecretToken(input.token), nowIso());
  const group = row && (await findGroupById(ctx.db, row.groupId));
  if (!row || !group) throw new InvalidError('errors.accounts.invalidOrExpiredInvitation');
  return { groupName: group.name, usesLeft: row.usesLeft, expiresAt: row.expiresAt };
}
