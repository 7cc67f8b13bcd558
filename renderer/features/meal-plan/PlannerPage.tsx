import { Alert, Button, ButtonGroup, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useGroupPreferences } from '../../api/group';
import {
  deletePlanEntry,
  refreshMealPlans,
  updatePlanEntry,
  useMealPlans,
  type ReadPlanEntry,
} from '../../api/meal-plans';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { localeFirstDay } from '../../i18n/week-start';

import { DayColumn } from './DayColumn';
import { EntryDialog } from './EntryDialog';
import { RandomFillDialog } from './RandomFillDialog';
import { RulesDialog } from './RulesDialog';
import { addDays, fromIsoDate, isWeekday, startOfWeek, toIsoDate, weekDates } from './week';
import { WeekToListDialog } from './WeekToListDialog';
import './planner.css';

type OpenDialog =
  | { kind: 'entry'; entry: ReadPlanEntry | null; date: string }
  | { kind: 'rules' }
  | { kind: 'random' }
  | { kind: 'list' };

/** `/group/mealplan/planner/view`: the week's meals, a day per column (stacked on phones). */
export function PlannerPage() {
  const { t, i18n } = useTranslation();
  const today = toIsoDate(new Date());
  const { data: preferences } = useGroupPreferences();
  // The language's first day unless the household picked one (or while its choice is unknown).
  const firstDay =
    isWeekday(preferences?.firstDayOfWeek) && !preferences.weekStartFromLocale
      ? preferences.firstDayOfWeek
      : localeFirstDay(i18n.language);
  const [offsetWeeks, setOffsetWeeks] = useState(0);
  const start = addDays(startOfWeek(today, firstDay), offsetWeeks * 7);
  const dates = weekDates(start);
  const end = dates[6] ?? start;
  const plans = useMealPlans(start, end);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [toDelete, setToDelete] = useState<ReadPlanEntry | null>(null);

  const move = async (entryId: number, date: string) => {
    const entry = plans.entries.find((item) => item.id === entryId);
    if (!entry || entry.date === date) return;
    await updatePlanEntry({ ...entry, date });
    await refreshMealPlans();
  };
  const remove = async (entry: ReadPlanEntry) => {
    setToDelete(null);
    await deletePlanEntry(entry.id);
    await refreshMealPlans();
  };
  const range = `${fromIsoDate(start).toLocaleDateString(i18n.language, {
    day: 'numeric',
    month: 'short',
  })} – ${fromIsoDate(end).toLocaleDateString(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })}`;

  let body;
  if (plans.isLoading) body = <LoadingState />;
  else if (plans.error)
    body = <ErrorState error={plans.error} onRetry={() => void plans.refresh()} />;
  else
    body = (
      <div className="larder-plan-week">
        {dates.map((date) => (
          <DayColumn
            key={date}
            date={date}
            isToday={date === today}
            entries={plans.entries.filter((entry) => entry.date === date)}
            onAdd={() => setDialog({ kind: 'entry', entry: null, date })}
            onEdit={(entry) => setDialog({ kind: 'entry', entry, date })}
            onDelete={setToDelete}
            onDropEntry={(entryId) => void move(entryId, date)}
          />
        ))}
      </div>
    );

  return (
    <div className="larder-page larder-planner">
      <div className="larder-plan-toolbar">
        <H2 className="larder-page-title">{t('mealPlan.title')}</H2>
        <div className="larder-plan-nav">
          <ButtonGroup>
            <Button
              icon="chevron-left"
              aria-label={t('mealPlan.previousWeek')}
              onClick={() => setOffsetWeeks(offsetWeeks - 1)}
            />
            <Button onClick={() => setOffsetWeeks(0)} active={offsetWeeks === 0}>
              {t('mealPlan.thisWeek')}
            </Button>
            <Button
              icon="chevron-right"
              aria-label={t('mealPlan.nextWeek')}
              onClick={() => setOffsetWeeks(offsetWeeks + 1)}
            />
          </ButtonGroup>
          <span className="larder-plan-range" data-testid="plan-range">
            {range}
          </span>
        </div>
        <div className="larder-plan-actions">
          <Button icon="random" onClick={() => setDialog({ kind: 'random' })}>
            {t('mealPlan.randomFill')}
          </Button>
          <Button icon="properties" onClick={() => setDialog({ kind: 'rules' })}>
            {t('mealPlan.rules')}
          </Button>
          <Button
            icon="shopping-cart"
            disabled={!plans.entries.some((entry) => entry.recipeId)}
            onClick={() => setDialog({ kind: 'list' })}
          >
            {t('mealPlan.toShoppingList')}
          </Button>
        </div>
      </div>
      {body}
      {dialog?.kind === 'entry' && (
        <EntryDialog entry={dialog.entry} date={dialog.date} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'rules' && <RulesDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'random' && (
        <RandomFillDialog dates={dates} entries={plans.entries} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'list' && (
        <WeekToListDialog entries={plans.entries} onClose={() => setDialog(null)} />
      )}
      <Alert
        isOpen={toDelete !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('mealPlan.delete')}
        cancelButtonText={t('recipeMenu.cancel')}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      >
        {t('mealPlan.confirmDelete', { name: toDelete?.recipe?.name ?? toDelete?.title ?? '' })}
      </Alert>
    </div>
  );
}
