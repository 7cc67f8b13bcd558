import { useState, type KeyboardEvent } from 'react';

/** Moves the highlighted option by `step`, wrapping around; -1 means nothing highlighted. */
export function moveSelection(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (step === 1) return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/**
 * Keyboard choice in a filtered list behind a text field: the first match is highlighted,
 * ArrowDown/ArrowUp move the highlight (wrapping), Enter chooses it. Call `reset` when the
 * filter text changes, so the highlight goes back to the first match.
 */
export function useActiveOption<T>(options: readonly T[], onChoose: (option: T) => void) {
  const [active, setActive] = useState(0);
  const activeIndex = options.length === 0 ? -1 : Math.min(Math.max(active, 0), options.length - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveSelection(activeIndex, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter') {
      const option = options[activeIndex];
      if (option === undefined) return;
      // Choosing is what Enter means here, not submitting the surrounding form.
      event.preventDefault();
      onChoose(option);
    }
  };
  return { activeIndex, setActive, reset: () => setActive(0), onKeyDown };
}
