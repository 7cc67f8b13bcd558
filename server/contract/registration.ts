import { z } from 'zod';

import { Password } from './common';
import { GroupName } from './groups';
import { Email, Username } from './users';

/**
 * `POST /api/users/register`: Mealie's `CreateUserRegistration`. With `groupToken` (an
 * invitation) the person joins that group; without one they create the group named `group`,
 * where the administrator allows sign-up. `private` and `seedData` concern that new group.
 */
export const CreateUserRegistration = z.object({
  groupToken: z.string().trim().max(200).nullish(),
  group: GroupName.nullish(),
  email: Email,
  username: Username,
  fullName: z.string().trim().min(1).max(100),
  password: Password,
  passwordConfirm: z.string().max(256),
  advanced: z.boolean().default(false),
  private: z.boolean().default(false),
  seedData: z.boolean().default(false),
  locale: z.string().trim().max(35).default('en-US'),
});
export type CreateUserRegistration = z.infer<typeof CreateUserRegistration>;
