import { describe, expect, it } from 'vitest';

import { parseAppriseUrl } from '../../../../server/contract/apprise-url';
import { textUpTo } from '../../../../server/contract/common';
import { validationText } from '../../../../server/contract/validation-text';
import { addLocaleMessages } from '../../../../server/i18n/translate';
import { validationMessageIn } from '../../../../server/i18n/validation-messages';

/** Wordings of the test's own, so it does not depend on the translators'. */
const locale = 'de-DE';
addLocaleMessages(locale, {
  validation: {
    tooLong: 'Zu lang: höchstens {{max}} Zeichen (hier {{length}})',
    webUrl: 'Eine {{scheme}}-Adresse lautet {{scheme}}://host/pfad',
    httpUrlTemplate: 'Eine http- oder https-Adresse (Platzhalter wie {{example}} erlaubt)',
  },
});

describe('validation messages the contract words itself', () => {
  it('are worded in American English, exactly as before the catalog', () => {
    const issue = textUpTo(5).safeParse('abcdefg').error?.issues[0];
    expect(issue?.message).toBe('Too long: at most 5 characters (this has 7)');
    expect(parseAppriseUrl('form://')).toEqual({ error: 'A form URL reads form://host/path' });
    expect(validationText('httpUrlTemplate', { example: '{{recipe.slug}}' })).toBe(
      'Expected an http or https URL (placeholders like {{recipe.slug}} allowed)',
    );
  });

  it('are found again by their wording and put in the requested language', () => {
    expect(validationMessageIn('Too long: at most 250 characters (this has 300)', locale)).toBe(
      'Zu lang: höchstens 250 Zeichen (hier 300)',
    );
    expect(validationMessageIn('A jsons URL reads jsons://host/path', locale)).toBe(
      'Eine jsons-Adresse lautet jsons://host/pfad',
    );
    expect(
      validationMessageIn(
        validationText('httpUrlTemplate', { example: '{{recipe.slug}}' }),
        locale,
      ),
    ).toBe('Eine http- oder https-Adresse (Platzhalter wie {{recipe.slug}} erlaubt)');
  });

  it('stay English in a language Larder does not ship, and leave zod’s own messages alone', () => {
    expect(validationMessageIn('Give at least one setting', 'tlh')).toBe(
      'Give at least one setting',
    );
    expect(validationMessageIn('Invalid input: expected string', locale)).toBe(
      'Invalid input: expected string',
    );
    expect(validationMessageIn('A json URL reads form://host/path', locale)).toBe(
      'A json URL reads form://host/path',
    );
  });
});
