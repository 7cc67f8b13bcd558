import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Keeps unsaved edits: in-app navigation to another page waits for a confirmation (`isBlocked`,
 * then `blocker.proceed()` or `blocker.reset()`), and closing the tab asks the browser's own
 * question. After `release` (a save, a confirmed cancel) a navigation already caught goes ahead.
 */
export function useUnsavedGuard(isDirty: boolean) {
  const [isReleased, setIsReleased] = useState(false);
  // Read when a navigation starts, so one made right after `release` (a rename's move to the
  // new address) is not caught by the guard of the render before.
  const releasedRef = useRef(false);
  const shouldBlock = isDirty && !isReleased;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      shouldBlock && !releasedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!shouldBlock && blocker.state === 'blocked') blocker.proceed();
  }, [shouldBlock, blocker]);
  useEffect(() => {
    if (!shouldBlock) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldBlock]);
  const release = useCallback(() => {
    releasedRef.current = true;
    setIsReleased(true);
  }, []);
  return { blocker, isBlocked: shouldBlock && blocker.state === 'blocked', release };
}
