import { afterEach, describe, expect, it } from 'vitest';

import { shellText, useShellLocale } from '../../../main/shell-text';
import { addLocaleMessages } from '../../../server/i18n/translate';

describe('the desktop shell’s text', () => {
  afterEach(() => useShellLocale('en-US'));

  it('follows the system language, matched like a request’s, English without a catalog', () => {
    expect(useShellLocale('de')).toBe('de-DE');
    expect(shellText('shell.tray.quit')).toBe('Quit Larder');
    addLocaleMessages('de-DE', { shell: { tray: { quit: 'Larder beenden' } } });
    expect(shellText('shell.tray.quit')).toBe('Larder beenden');
    expect(shellText('shell.tray.open')).toBe('Open Larder');
    expect(useShellLocale('pt')).toBe('pt-BR');
    expect(useShellLocale('tlh')).toBe('en-US');
  });
});
