import { describe, expect, it } from 'vitest';

import {
  emptyRegistration,
  takenHint,
  validateRegistration,
} from '../../../../../renderer/features/account/register-form';
import { emptyReset, validateReset } from '../../../../../renderer/features/account/reset-form';

const complete = {
  fullName: 'Nora Newcomer',
  username: 'nora',
  email: 'nora@example.com',
  password: 'nora-password-1',
  passwordConfirm: 'nora-password-1',
  groupName: 'Lakeside',
};

describe('registration form', () => {
  it('needs a household name only when starting a household', () => {
    expect(validateRegistration(emptyRegistration, false).groupName).toBe('validation.required');
    expect(validateRegistration(emptyRegistration, true).groupName).toBeNull();
  });

  it('checks the 8-character password and its confirmation', () => {
    const short = validateRegistration({ ...complete, password: 'short' }, true);
    expect(short.password).toBe('validation.passwordLength');
    const differ = validateRegistration({ ...complete, passwordConfirm: 'other-password' }, true);
    expect(differ.passwordConfirm).toBe('validation.passwordsDiffer');
  });

  it('accepts a complete form', () => {
    expect(Object.values(validateRegistration(complete, false))).toEqual(Array(6).fill(null));
  });

  it('words a taken name, email or household, and only those', () => {
    const answers = { username: 'taken', email: 'free', groupName: 'taken' } as const;
    expect(takenHint('username', answers)).toBe('validation.usernameTaken');
    expect(takenHint('email', answers)).toBeNull();
    expect(takenHint('groupName', answers)).toBe('validation.groupTaken');
    expect(takenHint('fullName', answers)).toBeNull();
  });
});

describe('reset password form', () => {
  it('asks for the email, a long enough password and the same again', () => {
    expect(validateReset(emptyReset)).toEqual({
      email: 'validation.required',
      password: 'validation.required',
      passwordConfirm: 'validation.required',
    });
    expect(
      validateReset({ email: 'a@b.co', password: '12345678', passwordConfirm: '12345678' }),
    ).toEqual({ email: null, password: null, passwordConfirm: null });
  });
});
