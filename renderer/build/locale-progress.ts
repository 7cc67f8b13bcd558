import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

import { translationReport } from '../i18n/translation-progress';

const moduleId = 'virtual:locale-progress';
const messagesDir = path.join(import.meta.dirname, '../i18n/messages');

/**
 * `virtual:locale-progress`: each shipped locale's translated percentage, computed from the
 * message files when the renderer is built, so the language dialog loads no other locale's text.
 */
export function localeProgress(): Plugin {
  return {
    name: 'larder-locale-progress',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : null),
    load(id) {
      if (id !== `\0${moduleId}`) return null;
      const read = (file: string) =>
        JSON.parse(readFileSync(path.join(messagesDir, file), 'utf8')) as Record<string, unknown>;
      const source = read('en-US.json');
      const progress: Record<string, number> = {};
      for (const file of readdirSync(messagesDir).filter((name) => name.endsWith('.json'))) {
        this.addWatchFile(path.join(messagesDir, file));
        const locale = path.basename(file, '.json');
        progress[locale] =
          locale === 'en-US' ? 100 : translationReport(source, read(file), locale).percent;
      }
      return `export default ${JSON.stringify(progress)};`;
    },
  };
}
