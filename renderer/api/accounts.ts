import type { SuccessResponse } from '../../server/contract/common';
import type { ResetPassword } from '../../server/contract/password-reset';
import { paths } from '../../server/contract/paths';
import type { CreateUserRegistration } from '../../server/contract/registration';
import type { UserOut } from '../../server/contract/users';

import { api } from './client';

/**
 * The public account calls. They are quiet: each page words the answer in place (a refused
 * invitation, a stale reset link) instead of a toast that vanishes.
 */
export function registerUser(body: CreateUserRegistration) {
  return api.post<UserOut>(paths.usersRegister, {
    json: body,
    quiet: true,
    expectedStatuses: [400, 403],
  });
}

/** Always answers the same message, whether or not the address belongs to anyone. */
export function requestPasswordReset(email: string) {
  return api.post<SuccessResponse>(paths.usersForgotPassword, { json: { email }, quiet: true });
}

export function resetPassword(body: ResetPassword) {
  return api.post<SuccessResponse>(paths.usersResetPassword, {
    json: body,
    quiet: true,
    expectedStatuses: [400],
  });
}
