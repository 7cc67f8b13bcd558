import { describe, expect, it } from 'vitest';

import {
  ApiError,
  getDetailMessage,
  getErrorMessage,
  getSuccessMessage,
  isShownAsToast,
} from '../../../../renderer/api/errors';
import { withQuery } from '../../../../renderer/api/query';

describe('getErrorMessage reads every Mealie error shape', () => {
  it.each<[string, unknown, number, string]>([
    ['plain detail', { detail: 'Unauthorized' }, 401, 'Unauthorized'],
    [
      'handled error',
      { detail: { message: 'Recipe already exists', error: true, exception: null } },
      400,
      'Recipe already exists',
    ],
    [
      '422 issues',
      {
        detail: [
          { loc: ['body', 'email'], msg: 'Invalid email', type: 'value_error' },
          { loc: ['query', 'page'], msg: 'Too small', type: 'too_small' },
        ],
      },
      422,
      'email: Invalid email; page: Too small',
    ],
    ['dev-mode 422', { status_code: 422, message: 'Bad body', data: null }, 422, 'Bad body'],
    ['text body', 'Bad Gateway', 502, 'Bad Gateway'],
    ['empty body', null, 500, 'Request failed with status 500'],
    ['network failure', null, 0, 'Could not reach the server'],
  ])('%s', (_name, body, status, message) => {
    expect(getErrorMessage(body, status)).toBe(message);
  });
});

describe('toast messages', () => {
  it('takes detail.message only from handled-error bodies', () => {
    expect(getDetailMessage({ detail: { message: 'No Entry Found', error: true } })).toBe(
      'No Entry Found',
    );
    expect(getDetailMessage({ detail: 'Unauthorized' })).toBeNull();
    expect(getDetailMessage('oops')).toBeNull();
  });

  it('takes message from success bodies, not from error-flagged ones', () => {
    expect(getSuccessMessage({ message: 'User updated', error: false })).toBe('User updated');
    expect(getSuccessMessage({ message: 'Nope', error: true })).toBeNull();
    expect(getSuccessMessage({ id: 'x' })).toBeNull();
    expect(getSuccessMessage(null)).toBeNull();
  });

  it('knows which failures the client already toasted', () => {
    const handled = new ApiError(400, 'x', { detail: { message: 'x', error: true } });
    expect(isShownAsToast(handled)).toBe(true);
    expect(isShownAsToast(new ApiError(401, 'Unauthorized', { detail: 'Unauthorized' }))).toBe(
      false,
    );
  });
});

describe('withQuery', () => {
  it('drops empty values and repeats arrays', () => {
    expect(
      withQuery('/api/recipes', { page: 1, perPage: -1, search: '', tags: ['a', 'b'], x: null }),
    ).toBe('/api/recipes?page=1&perPage=-1&tags=a&tags=b');
  });

  it('leaves the path alone without values and appends to an existing query', () => {
    expect(withQuery('/api/groups/cookbooks', { search: undefined })).toBe('/api/groups/cookbooks');
    expect(withQuery('/api/x?a=1', { b: true })).toBe('/api/x?a=1&b=true');
  });
});
