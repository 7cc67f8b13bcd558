import { describe, expect, it } from 'vitest';

import { hasErrors } from '../../../../renderer/components/form-hints';
import { isValidEmail } from '../../../../renderer/components/validation';
import {
  emptyFirstAdmin,
  validateFirstAdmin,
} from '../../../../renderer/features/setup/first-admin-form';

describe('first-run form validation', () => {
  it('asks for every field, with Home as the default household', () => {
    const errors = validateFirstAdmin(emptyFirstAdmin);
    expect(errors).toEqual({
      fullName: 'validation.required',
      username: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
      groupName: null,
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('checks the e-mail and the 8-character password', () => {
    const errors = validateFirstAdmin({
      ...emptyFirstAdmin,
      fullName: 'Ada',
      username: 'ada',
      email: 'ada@',
      password: 'short',
    });
    expect(errors.email).toBe('validation.email');
    expect(errors.password).toBe('validation.passwordLength');
  });

  it('accepts a complete form', () => {
    const errors = validateFirstAdmin({
      fullName: 'Ada Admin',
      username: 'ada',
      email: 'ada@example.com',
      password: '12345678',
      groupName: 'Home',
    });
    expect(hasErrors(errors)).toBe(false);
  });

  it.each([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['', false],
  ])('isValidEmail(%j) is %s', (value, isValid) => {
    expect(isValidEmail(value)).toBe(isValid);
  });
});
