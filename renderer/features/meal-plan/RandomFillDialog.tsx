import {
  Button,
  Classes,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  ProgressBar,
  Switch,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  createRandomEntry,
  planEntryTypes,
  refreshMealPlans,
  type PlanEntryType,
  type ReadPlanEntry,
} from '../../api/meal-plans';

import { slotsToFill } from './random-fill';

interface RandomFillDialogProps {
  dates: string[];
  entries: ReadPlanEntry[];
  onClose: () => void;
}

interface FillOutcome {
  added: number;
  unmatched: number;
}

/** Fills the week's open meals with random recipes that satisfy the group's rules. */
export function RandomFillDialog({ dates, entries, onClose }: RandomFillDialogProps) {
  const { t } = useTranslation();
  const [types, setTypes] = useState<PlanEntryType[]>(['dinner']);
  const [isOnlyOpen, setIsOnlyOpen] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<FillOutcome | null>(null);
  const slots = slotsToFill(dates, types, entries, isOnlyOpen);

  const toggle = (type: PlanEntryType) =>
    setTypes((current) =>
      current.includes(type) ? current.filter((item) => item !== type) : [...current, type],
    );
  const fill = async () => {
    const result: FillOutcome = { added: 0, unmatched: 0 };
    setProgress(0);
    for (const [index, slot] of slots.entries()) {
      const { error } = await createRandomEntry(slot.date, slot.entryType);
      if (error) result.unmatched += 1;
      else result.added += 1;
      setProgress((index + 1) / slots.length);
    }
    await refreshMealPlans();
    setProgress(null);
    setOutcome(result);
  };

  return (
    <Dialog isOpen title={t('mealPlan.randomFill')} onClose={onClose}>
      <DialogBody>
        {outcome ? (
          <Callout intent={outcome.unmatched > 0 ? 'warning' : 'success'} role="status">
            {t('mealPlan.randomAdded', { count: outcome.added })}
            {outcome.unmatched > 0 && (
              <> {t('mealPlan.randomUnmatched', { count: outcome.unmatched })}</>
            )}
          </Callout>
        ) : (
          <>
            <p>{t('mealPlan.randomHelp')}</p>
            <div role="group" aria-label={t('recipeMenu.entryType')}>
              {planEntryTypes.map((type) => (
                <Checkbox
                  key={type}
                  inline
                  label={t(`recipeMenu.entry_${type}`)}
                  checked={types.includes(type)}
                  onChange={() => toggle(type)}
                />
              ))}
            </div>
            <Switch
              label={t('mealPlan.onlyOpen')}
              checked={isOnlyOpen}
              onChange={() => setIsOnlyOpen(!isOnlyOpen)}
            />
            <p className={Classes.TEXT_MUTED}>{t('mealPlan.slotCount', { count: slots.length })}</p>
            {progress !== null && (
              <ProgressBar value={progress} intent="primary" aria-label={t('mealPlan.filling')} />
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          outcome ? (
            <Button intent="primary" onClick={onClose}>
              {t('mealPlan.close')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>{t('recipeMenu.cancel')}</Button>
              <Button
                intent="primary"
                icon="random"
                disabled={slots.length === 0}
                loading={progress !== null}
                onClick={() => void fill()}
              >
                {t('mealPlan.fill')}
              </Button>
            </>
          )
        }
      />
    </Dialog>
  );
}
