interface MaybeEditable {
  tagName?: string;
  isContentEditable?: boolean;
  readOnly?: boolean;
}

/**
 * Whether a key press is typing into a field, where `/` must stay a character (spec §2). A
 * read-only field (the top bar's search field, focused again after the dialog closes) is not.
 */
export function isTypingTarget(target: MaybeEditable | null): boolean {
  if (!target || target.readOnly) return false;
  const tag = target.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || !!target.isContentEditable;
}

/** Moves the highlighted result by `step`, wrapping around; -1 means nothing highlighted. */
export function moveSelection(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (step === 1) return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
