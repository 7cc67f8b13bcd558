import type { ShoppingListItemOut } from '../../../server/contract/shopping';
import { ingredientParts, ingredientText } from '../recipe/ingredients/ingredient-display';

/**
 * The item fields the list page changes; `food`/`unit` go to the server as `{id}` references,
 * `label` travels for the line's own display (the server reads `labelId`).
 */
export type ItemPatch = Partial<
  Pick<
    ShoppingListItemOut,
    'checked' | 'position' | 'note' | 'quantity' | 'food' | 'unit' | 'isFood' | 'labelId' | 'label'
  >
>;

interface NewItem extends ItemPatch {
  id: string;
  shoppingListId: string;
}

/**
 * One edit waiting for the server, in the order made. Every edit goes through the outbox, online
 * or not: sent at once when the server answers, kept (in localStorage) and replayed in order when
 * it does not. Each update carries only the fields the user changed, so a replay overwrites
 * those fields and nothing else: the last write wins per item and field.
 */
export type PendingEdit =
  | { kind: 'create'; editId: string; item: NewItem }
  | { kind: 'update'; editId: string; patches: { id: string; patch: ItemPatch }[] }
  | { kind: 'delete'; editId: string; ids: string[] };

/** A list line as the page shows it: the server's copy with pending edits laid over it. */
export interface ShownItem extends ShoppingListItemOut {
  isPending: boolean;
}

const storagePrefix = 'larder.shopping-outbox.';

export function readOutbox(listId: string): PendingEdit[] {
  try {
    const raw = window.localStorage.getItem(storagePrefix + listId);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? (parsed as PendingEdit[]) : [];
  } catch {
    return [];
  }
}

export function writeOutbox(listId: string, edits: readonly PendingEdit[]): void {
  try {
    if (edits.length === 0) window.localStorage.removeItem(storagePrefix + listId);
    else window.localStorage.setItem(storagePrefix + listId, JSON.stringify(edits));
  } catch {
    // Storage refused (private window): edits still wait in memory for this visit.
  }
}

/** Mirrors the server's rule: amounts show on lines that name a food or unit. */
function displayOf(item: ShoppingListItemOut): string {
  const showsAmount = item.disableAmount !== true && (item.isFood || !!item.food || !!item.unit);
  if (!showsAmount) return item.note;
  return ingredientText(
    ingredientParts({ ...item, disableAmount: false, display: item.note }, 1, false),
  );
}

function withPatch(item: ShoppingListItemOut, patch: ItemPatch): ShoppingListItemOut {
  const next = { ...item, ...patch };
  next.foodId = next.food?.id ?? null;
  next.unitId = next.unit?.id ?? null;
  if (patch.labelId !== undefined) next.label = patch.label ?? null;
  next.display = displayOf(next);
  return next;
}

function blankLine(item: NewItem, at: string): ShoppingListItemOut {
  return withPatch(
    {
      id: item.id,
      shoppingListId: item.shoppingListId,
      checked: false,
      position: 0,
      quantity: 1,
      unit: null,
      unitId: null,
      food: null,
      foodId: null,
      note: '',
      isFood: false,
      disableAmount: null,
      display: '',
      labelId: null,
      label: null,
      extras: {},
      recipeReferences: [],
      createdAt: at,
      updateAt: at,
    },
    item,
  );
}

/** The server's items with the pending edits applied in order, each touched line marked. */
export function applyPending(
  items: readonly ShoppingListItemOut[],
  edits: readonly PendingEdit[],
): ShownItem[] {
  let shown: ShownItem[] = items.map((item) => ({ ...item, isPending: false }));
  for (const edit of edits) {
    if (edit.kind === 'create') {
      if (shown.some((item) => item.id === edit.item.id)) continue;
      shown.push({ ...blankLine(edit.item, new Date(0).toISOString()), isPending: true });
    } else if (edit.kind === 'update') {
      const patches = new Map(edit.patches.map(({ id, patch }) => [id, patch]));
      shown = shown.map((item) => {
        const patch = patches.get(item.id);
        return patch ? { ...withPatch(item, patch), isPending: true } : item;
      });
    } else {
      const gone = new Set(edit.ids);
      shown = shown.filter((item) => !gone.has(item.id));
    }
  }
  return shown;
}

/**
 * The edit trimmed to items that still exist (another device may have deleted some while this
 * one was offline); `null` when nothing is left to send.
 */
export function pruneEdit(edit: PendingEdit, existing: ReadonlySet<string>): PendingEdit | null {
  if (edit.kind === 'create') return edit;
  if (edit.kind === 'update') {
    const patches = edit.patches.filter(({ id }) => existing.has(id));
    return patches.length > 0 ? { ...edit, patches } : null;
  }
  const ids = edit.ids.filter((id) => existing.has(id));
  return ids.length > 0 ? { ...edit, ids } : null;
}

/**
 * A v4 UUID for a line made on this device, so later edits can name it before the server has
 * it. `crypto.randomUUID` exists only in secure contexts; a phone on the LAN over HTTP is not one.
 */
export function newItemId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
