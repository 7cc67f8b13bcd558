const storageKey = 'larder.timeline-preferences';

/** Spec §3/§9: the timeline's order preference, ascending unless the user chose otherwise. */
export function readTimelineOrder(): 'asc' | 'desc' {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const stored = raw ? (JSON.parse(raw) as { orderDirection?: unknown }) : null;
    return stored?.orderDirection === 'desc' ? 'desc' : 'asc';
  } catch {
    return 'asc';
  }
}

export function writeTimelineOrder(orderDirection: 'asc' | 'desc'): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ orderDirection }));
  } catch {
    // Storage refused (private window): the choice lasts for this visit.
  }
}
