import enUS from './messages/en-US.json';
import { translate, type MessageKey } from './translate';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English template as a pattern that gives back its values: "at most {{max}}" → `(?<max>…)`. */
function patternOf(template: string): RegExp {
  const seen = new Set<string>();
  const parts = template.split(/\{\{(\w+)\}\}/);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return escape(part);
      if (seen.has(part)) return `\\k<${part}>`;
      seen.add(part);
      return `(?<${part}>.*?)`;
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

const patterns = Object.entries(enUS.validation).map(([name, template]) => ({
  key: `validation.${name}` as MessageKey,
  pattern: patternOf(template),
}));

/**
 * A validation message in `locale`: the contract words its own messages in English
 * (`validationText`), so the wording is matched back to its key and values here; any other
 * text (zod's own messages) is returned as it is.
 */
export function validationMessageIn(text: string, locale: string): string {
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return translate(locale, key, match.groups);
  }
  return text;
}
