const storageKey = 'larder.shopping-preferences';

/** Spec §9: a shopping list is not viewed by label unless the user chose so on this device. */
export function readViewByLabel(): boolean {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const stored = raw ? (JSON.parse(raw) as { viewByLabel?: unknown }) : null;
    return stored?.viewByLabel === true;
  } catch {
    return false;
  }
}

export function writeViewByLabel(viewByLabel: boolean): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ viewByLabel }));
  } catch {
    // Storage refused (private window): the choice lasts for this visit.
  }
}
