import { Button, Classes, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { planEntryTypes, type ReadPlanEntry } from '../../api/meal-plans';

import { planEntryDragType, PlanEntryCard } from './PlanEntryCard';
import { fromIsoDate } from './week';

interface DayColumnProps {
  date: string;
  isToday: boolean;
  entries: ReadPlanEntry[];
  onAdd: () => void;
  onEdit: (entry: ReadPlanEntry) => void;
  onDelete: (entry: ReadPlanEntry) => void;
  /** An entry of this week was dropped on the day. */
  onDropEntry: (entryId: number) => void;
}

/** A day of the week: its meals grouped by type, an add button, and a drop target for moves. */
export function DayColumn(props: DayColumnProps) {
  const { date, isToday, entries, onAdd, onEdit, onDelete, onDropEntry } = props;
  const { t, i18n } = useTranslation();
  const [isDropTarget, setIsDropTarget] = useState(false);
  const heading = fromIsoDate(date).toLocaleDateString(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
  });
  const accepts = (types: readonly string[]) => types.includes(planEntryDragType);
  return (
    <section
      className={`larder-plan-day${isToday ? ' is-today' : ''}${isDropTarget ? ' is-drop-target' : ''}`}
      aria-label={heading}
      data-date={date}
      onDragOver={(event) => {
        if (!accepts(event.dataTransfer.types)) return;
        event.preventDefault();
        setIsDropTarget(true);
      }}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={(event) => {
        setIsDropTarget(false);
        const id = Number(event.dataTransfer.getData(planEntryDragType));
        if (Number.isInteger(id) && id > 0) {
          event.preventDefault();
          onDropEntry(id);
        }
      }}
    >
      <header className="larder-plan-day-header">
        <H4>{heading}</H4>
        <Button
          variant="minimal"
          icon="add"
          aria-label={t('mealPlan.addOn', { day: heading })}
          onClick={onAdd}
        />
      </header>
      {entries.length === 0 ? (
        <p className={`larder-plan-day-empty ${Classes.TEXT_MUTED}`}>
          {t('mealPlan.nothingPlanned')}
        </p>
      ) : (
        planEntryTypes.map((type) => {
          const meals = entries.filter((entry) => entry.entryType === type);
          if (meals.length === 0) return null;
          return (
            <div key={type} className="larder-plan-meal">
              <div className="larder-plan-meal-type">{t(`recipeMenu.entry_${type}`)}</div>
              {meals.map((entry) => (
                <PlanEntryCard
                  key={entry.id}
                  entry={entry}
                  onEdit={() => onEdit(entry)}
                  onDelete={() => onDelete(entry)}
                />
              ))}
            </div>
          );
        })
      )}
    </section>
  );
}
