import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while cooking, where the Wake Lock API exists. Returns whether the screen
 * may dim anyway: the API is missing (outside a secure context, such as a phone on
 * `http://192.168.x.x`, or in an older browser) or the browser refused the lock.
 */
export function useWakeLock(isActive: boolean): boolean {
  const isSupported = 'wakeLock' in navigator;
  const [isRefused, setIsRefused] = useState(false);
  useEffect(() => {
    if (!isActive || !isSupported) return;
    let sentinel: WakeLockSentinel | null = null;
    let isCancelled = false;
    const acquire = () => {
      navigator.wakeLock
        .request('screen')
        .then((lock) => {
          if (isCancelled) void lock.release();
          else sentinel = lock;
          setIsRefused(false);
        })
        .catch(() => {
          if (!isCancelled) setIsRefused(true);
        });
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
  }, [isActive, isSupported]);
  return isActive && (!isSupported || isRefused);
}
