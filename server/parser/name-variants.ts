/**
 * Spellings under which a saved food may be filed: the name as written, then its last word made
 * singular or plural by English rules ("tomatoes" → "tomato", "berry" → "berries"). Saved plural
 * names and aliases are matched by the repository itself.
 */
export function foodNameVariants(name: string): string[] {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return [];
  const match = /^(.*?)(\p{L}+)$/u.exec(trimmed);
  if (!match) return [trimmed];
  const [, head = '', word = ''] = match;
  const forms = [...singularForms(word), ...pluralForms(word)].map((w) => head + w);
  return [...new Set([trimmed, ...forms])];
}

function singularForms(word: string): string[] {
  const lower = word.toLowerCase();
  if (lower.length <= 3 || /(ss|us|is)$/.test(lower)) return [];
  if (lower.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (lower.endsWith('ves')) return [`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`];
  if (/(oes|ches|shes|xes|sses|zes)$/.test(lower)) return [word.slice(0, -2), word.slice(0, -1)];
  if (lower.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

function pluralForms(word: string): string[] {
  const lower = word.toLowerCase();
  if (lower.endsWith('s')) return [];
  if (/[^aeiou]y$/.test(lower)) return [`${word.slice(0, -1)}ies`];
  if (/(o|ch|sh|x|z)$/.test(lower)) return [`${word}es`, `${word}s`];
  return [`${word}s`];
}
