import { Button, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { ReadPlanEntry } from '../../api/meal-plans';
import { RecipeThumb } from '../search/RecipeThumb';

/** The data type a dragged entry carries: its id, read by the day it is dropped on. */
export const planEntryDragType = 'application/x-larder-plan-entry';

interface PlanEntryCardProps {
  entry: ReadPlanEntry;
  onEdit: () => void;
  onDelete: () => void;
}

/** One planned meal: a recipe (picture and link) or a free-text note, with edit and delete. */
export function PlanEntryCard({ entry, onEdit, onDelete }: PlanEntryCardProps) {
  const { t } = useTranslation();
  const recipe = entry.recipe;
  const name = recipe?.name ?? entry.title;
  return (
    <Card
      className="larder-plan-entry"
      data-testid="plan-entry"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(planEntryDragType, String(entry.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      {recipe ? (
        <Link className="larder-plan-entry-main" to={`/recipe/${recipe.slug}`}>
          <RecipeThumb key={recipe.id} id={recipe.id} image={recipe.image} />
          <span className="larder-plan-entry-name">{name}</span>
        </Link>
      ) : (
        <div className="larder-plan-entry-main">
          <span className="larder-plan-entry-name">{name}</span>
          {entry.text && <span className="larder-plan-entry-text">{entry.text}</span>}
        </div>
      )}
      <div className="larder-plan-entry-actions">
        <Button
          variant="minimal"
          size="small"
          icon="edit"
          aria-label={t('mealPlan.editEntryNamed', { name })}
          onClick={onEdit}
        />
        <Button
          variant="minimal"
          size="small"
          icon="trash"
          aria-label={t('mealPlan.deleteEntryNamed', { name })}
          onClick={onDelete}
        />
      </div>
    </Card>
  );
}
