import { z } from 'zod';

import { Password } from './common';
import { GroupName } from './groups';
import { Email, Username } from './users';

/**
 * Larder's first-run calls (not in Mealie's schema): `GET /api/setup` says whether the first
 * administrator still has to be created and whether this client may do it (loopback only);
 * `POST /api/setup` creates that administrator and their group, once.
 */
export const SetupStatus = z.object({ required: z.boolean(), allowedHere: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatus>;

export const FirstAdminIn = z.object({
  fullName: z.string().trim().min(1).max(100),
  username: Username,
  email: Email,
  password: Password,
  groupName: GroupName.default('Home'),
});
export type FirstAdminIn = z.infer<typeof FirstAdminIn>;
