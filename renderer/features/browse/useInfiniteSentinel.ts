import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element comes within 600 px of the viewport, so the next
 * page is on its way before the reader reaches the end.
 */
export function useInfiniteSentinel<T extends Element>(onVisible: () => void, isActive: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !isActive) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isActive]);
  return ref;
}
