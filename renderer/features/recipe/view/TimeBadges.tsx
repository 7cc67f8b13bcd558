import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { Recipe } from '../../../../server/contract/recipes';

/** Prep, cook and total times as badges; absent times are left out. */
export function TimeBadges({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const times = [
    { label: t('recipe.prepTime'), value: recipe.prepTime },
    { label: t('recipe.performTime'), value: recipe.performTime ?? recipe.cookTime },
    { label: t('recipe.totalTime'), value: recipe.totalTime },
  ].filter((time) => time.value);
  if (times.length === 0) return null;
  return (
    <div className="larder-tags larder-recipe-times">
      {times.map((time) => (
        <Tag key={time.label} icon="time" minimal round size="large">
          {time.label}: {time.value}
        </Tag>
      ))}
    </div>
  );
}
