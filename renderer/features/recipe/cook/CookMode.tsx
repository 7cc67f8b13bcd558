import { Button, H2, H3 } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recipe } from '../../../../server/contract/recipes';
import { IngredientsSection } from '../view/IngredientsSection';
import { Markdown } from '../../../components/Markdown';

import { CookTimer } from './CookTimer';
import { ScreenOnHint } from './ScreenOnHint';
import { detectTimers } from './timers';
import { useWakeLock } from './useWakeLock';
import './recipe-cook.css';

interface CookModeProps {
  recipe: Recipe;
  onExit: () => void;
}

/** COOK mode: large type, one highlighted step at a time, ticked ingredients, timers. */
export function CookMode({ recipe, onExit }: CookModeProps) {
  const { t } = useTranslation();
  const steps = recipe.recipeInstructions;
  const [current, setCurrent] = useState(0);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const mayDim = useWakeLock(true);
  const last = Math.max(0, steps.length - 1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input:not([type="checkbox"]), textarea, select')) return;
      if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
        event.preventDefault();
        setCurrent((index) => Math.min(last, index + 1));
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
        event.preventDefault();
        setCurrent((index) => Math.max(0, index - 1));
      } else if (event.key === 'Escape') onExit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last, onExit]);

  const toggle = (index: number) =>
    setChecked((set) => {
      const next = new Set(set);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <article className="larder-cook" aria-label={t('recipe.cookMode')}>
      <header className="larder-cook-header">
        <H2>{recipe.name}</H2>
        <Button icon="cross" onClick={onExit}>
          {t('recipe.exitCook')}
        </Button>
      </header>
      {mayDim ? <ScreenOnHint /> : null}
      <div className="larder-cook-body">
        <IngredientsSection recipe={recipe} scale={1} checked={checked} onToggle={toggle} />
        <section className="larder-cook-steps" aria-label={t('recipe.instructions')}>
          <H3>{t('recipe.instructions')}</H3>
          <ol>
            {steps.map((step, index) => (
              <li
                key={step.id || index}
                className={index === current ? 'larder-cook-step is-current' : 'larder-cook-step'}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => setCurrent(index)}
              >
                {step.title ? (
                  <strong className="larder-cook-step-title">{step.title}</strong>
                ) : null}
                <span className="larder-step-number">
                  {t('recipe.step', { number: index + 1 })}
                </span>
                <Markdown source={step.text} />
                {index === current
                  ? detectTimers(step.text).map((timer, timerIndex) => (
                      <CookTimer key={`${String(index)}-${String(timerIndex)}`} timer={timer} />
                    ))
                  : null}
              </li>
            ))}
          </ol>
          <div className="larder-cook-nav">
            <Button
              size="large"
              icon="arrow-left"
              disabled={current === 0}
              onClick={() => setCurrent(current - 1)}
            >
              {t('recipe.previous')}
            </Button>
            <span aria-live="polite">
              {t('recipe.stepOf', { number: current + 1, total: steps.length })}
            </span>
            <Button
              size="large"
              endIcon="arrow-right"
              intent="primary"
              disabled={current >= last}
              onClick={() => setCurrent(current + 1)}
            >
              {t('recipe.next')}
            </Button>
          </div>
        </section>
      </div>
    </article>
  );
}
