import { describe, expect, it } from 'vitest';

import { parseAppriseUrl } from '../../../../server/contract/apprise-url';
import { fillActionUrl } from '../../../../server/contract/recipe-action-url';

describe('parseAppriseUrl', () => {
  it.each([
    ['ntfy://kitchen', { service: 'ntfy', base: 'https://ntfy.sh', topic: 'kitchen', auth: null }],
    [
      'ntfys://me:pw@ntfy.example.org:8443/alerts',
      {
        service: 'ntfy',
        base: 'https://ntfy.example.org:8443',
        topic: 'alerts',
        auth: { user: 'me', password: 'pw' },
      },
    ],
    [
      'ntfy://10.0.0.2/home',
      { service: 'ntfy', base: 'http://10.0.0.2', topic: 'home', auth: null },
    ],
    [
      'gotifys://push.example.org/sub/path/AbC',
      { service: 'gotify', base: 'https://push.example.org/sub/path', token: 'AbC' },
    ],
    [
      'discord://bot@123456/tok-en',
      { service: 'discord', webhookId: '123456', webhookToken: 'tok-en', username: 'bot' },
    ],
    ['jsons://h.example/in?x=1', { service: 'json', url: 'https://h.example/in?x=1', auth: null }],
    ['form://h.example:81/f', { service: 'form', url: 'http://h.example:81/f', auth: null }],
    ['mailto://cook@example.com', { service: 'mailto', to: ['cook@example.com'] }],
    ['mailto:cook@example.com', { service: 'mailto', to: ['cook@example.com'] }],
    ['mailto://x?to=a@b.co, c@d.co', { service: 'mailto', to: ['a@b.co', 'c@d.co'] }],
  ])('reads %s', (url, target) => {
    expect(parseAppriseUrl(url)).toEqual(target);
  });

  it.each([
    ['pushover://user/token', /"pushover:\/\/" is not a notifier/],
    ['https://example.com', /"https:\/\/" is not a notifier/],
    ['kitchen', /Expected an Apprise URL/],
    ['gotify://host', /gotify:\/\/host\/token/],
    ['discord://id', /discord:\/\/webhook_id\/webhook_token/],
    ['mailto://nobody', /mailto:\/\/name@example.com/],
  ])('refuses %s', (url, message) => {
    const parsed = parseAppriseUrl(url);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});

describe('fillActionUrl', () => {
  it('fills the recipe placeholders, URL-encoded, and leaves other text alone', () => {
    const recipe = {
      id: 'r1',
      slug: 'pea-soup',
      name: 'Pea & mint soup',
      url: 'http://l/recipe/x',
    };
    expect(
      fillActionUrl(
        'https://x.org/{{recipe.slug}}?q={{ recipe.name }}&u={{recipe.url}}&{{other}}',
        recipe,
      ),
    ).toBe(
      'https://x.org/pea-soup?q=Pea%20%26%20mint%20soup&u=http%3A%2F%2Fl%2Frecipe%2Fx&{{other}}',
    );
  });
});
