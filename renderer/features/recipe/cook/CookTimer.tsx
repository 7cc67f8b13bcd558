import { Button, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useToasts } from '../../../app/toasts/useToasts';

import { formatClock, type DetectedTimer } from './timers';

/** A countdown for a duration found in a step: start, pause, reset, and an alert at zero. */
export function CookTimer({ timer }: { timer: DetectedTimer }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [remaining, setRemaining] = useState(timer.seconds);
  const [isRunning, setIsRunning] = useState(false);
  const endsAt = useRef(0);

  useEffect(() => {
    if (!isRunning) return;
    endsAt.current = Date.now() + remaining * 1000;
    const id = window.setInterval(() => {
      const left = Math.max(0, Math.round((endsAt.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        setIsRunning(false);
        toasts.show('warning', t('recipe.timerDone', { label: timer.label }));
      }
    }, 250);
    return () => window.clearInterval(id);
    // Restart only on start/pause; `remaining` is read once when the timer starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isRunning]);

  const isDone = remaining === 0;
  return (
    <div className="larder-cook-timer" role="timer" aria-label={timer.label}>
      <Tag
        size="large"
        minimal
        intent={isDone ? 'success' : isRunning ? 'primary' : 'none'}
        icon="stopwatch"
      >
        {timer.label} · {isDone ? t('recipe.timerFinished') : formatClock(remaining)}
      </Tag>
      {isDone ? null : (
        <Button
          icon={isRunning ? 'pause' : 'play'}
          onClick={() => setIsRunning((running) => !running)}
          aria-label={
            isRunning
              ? t('recipe.pauseTimer', { label: timer.label })
              : t('recipe.startTimer', { label: timer.label })
          }
        >
          {isRunning ? t('recipe.pause') : t('recipe.start')}
        </Button>
      )}
      <Button
        variant="minimal"
        icon="reset"
        aria-label={t('recipe.resetTimer', { label: timer.label })}
        onClick={() => {
          setIsRunning(false);
          setRemaining(timer.seconds);
        }}
      />
    </div>
  );
}
