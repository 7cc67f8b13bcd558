import type { LabelSettingOut, ShoppingListItemOut } from '../../../server/contract/shopping';

/** Items in list order: position, then the older first (Mealie's order). */
export function sortItems<T extends ShoppingListItemOut>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt),
  );
}

export interface LabelSection<T> {
  /** `null` for the lines without a label, which come last. */
  labelId: string | null;
  name: string;
  color: string | null;
  items: T[];
}

/** Lines grouped by label in the list's label order; sections without lines are left out. */
export function groupByLabel<T extends ShoppingListItemOut>(
  items: readonly T[],
  settings: readonly LabelSettingOut[],
  noLabelName: string,
): LabelSection<T>[] {
  const ordered = [...settings].sort((a, b) => a.position - b.position);
  const known = new Set(ordered.map((s) => s.labelId));
  const sections: LabelSection<T>[] = ordered.map((setting) => ({
    labelId: setting.labelId,
    name: setting.label.name,
    color: setting.label.color,
    items: items.filter((item) => item.labelId === setting.labelId),
  }));
  sections.push({
    labelId: null,
    name: noLabelName,
    color: null,
    items: items.filter((item) => !item.labelId || !known.has(item.labelId)),
  });
  return sections.filter((section) => section.items.length > 0);
}

type CopyFormat = 'plain' | 'markdown';

function heading(format: CopyFormat, name: string): string {
  return format === 'markdown' ? `# ${name}` : `[${name}]`;
}

function line(format: CopyFormat, item: ShoppingListItemOut): string {
  return format === 'markdown' ? `- [ ] ${item.display}` : item.display;
}

/**
 * The unchecked lines as text to paste elsewhere, as Mealie copies them: one line each, and when
 * viewed by label, a heading per label with a blank line between sections.
 */
export function listAsText(
  format: CopyFormat,
  items: readonly ShoppingListItemOut[],
  sections: readonly LabelSection<ShoppingListItemOut>[] | null,
): string {
  if (!sections) return items.map((item) => line(format, item)).join('\n');
  return sections
    .map((section) =>
      [heading(format, section.name), ...section.items.map((item) => line(format, item))].join(
        '\n',
      ),
    )
    .join('\n\n');
}

/** New positions after moving one line: 0..n-1 in the new order, only the lines that change. */
export function renumber(
  ordered: readonly ShoppingListItemOut[],
): { id: string; patch: { position: number } }[] {
  return ordered.flatMap((item, position) =>
    item.position === position ? [] : [{ id: item.id, patch: { position } }],
  );
}
