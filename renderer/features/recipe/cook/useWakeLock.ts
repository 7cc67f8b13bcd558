import { useEffect } from 'react';

/** Keeps the screen on while cooking, where the Wake Lock API exists; silently nothing elsewhere. */
export function useWakeLock(isActive: boolean) {
  useEffect(() => {
    if (!isActive || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isCancelled = false;
    const acquire = () => {
      navigator.wakeLock
        .request('screen')
        .then((lock) => {
          if (isCancelled) void lock.release();
          else sentinel = lock;
        })
        .catch(() => undefined);
    };
    // The lock is dropped when the tab is hidden; take it again on return.
    const onVisible = () => {
      if (document.visibilityState === 'visible') acquire();
    };
    acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, [isActive]);
}
