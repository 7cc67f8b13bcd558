import { useEffect } from 'react';

import { isTypingTarget } from './search-keys';

/** Pressing `/` anywhere opens the search, unless the user is typing in a field. */
export function useSlashShortcut(onSlash: () => void): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented) return;
      if (isTypingTarget(event.target instanceof HTMLElement ? event.target : null)) return;
      event.preventDefault();
      onSlash();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [onSlash]);
}
