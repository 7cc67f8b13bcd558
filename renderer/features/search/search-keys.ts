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
