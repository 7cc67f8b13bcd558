import { afterEach, describe, expect, it } from 'vitest';

import { shellText, useShellLocale } from '../../../main/shell-text';
import germanMessages from '../../../server/i18n/messages/de-DE.json';

const germanQuit = germanMessages.shell.tray.quit;

describe('the desktop shell’s text', () => {
  afterEach(async () => {
    await useShellLocale('en-US');
  });

  it('follows the system language, matched like a request’s, with that language’s catalog', async () => {
    expect(await useShellLocale('de')).toBe('de-DE');
    expect(shellText('shell.tray.quit')).toBe(germanQuit);
    expect(germanQuit).not.toBe('Quit Larder');
    expect(await useShellLocale('pt')).toBe('pt-BR');
    expect(await useShellLocale('tlh')).toBe('en-US');
    expect(shellText('shell.tray.quit')).toBe('Quit Larder');
  });
});
