import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

import type { Recipe } from '../../../../server/contract/recipes';
import type { UserOut } from '../../../../server/contract/users';
import { rateRecipe, useOwnRating } from '../../../api/ratings';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { RatingStars } from '../../../components/RatingStars';

import { RecipeImage } from './RecipeImage';
import { SourceLink } from './SourceLink';
import { Markdown } from '../../../components/Markdown';
import { TimeBadges } from './TimeBadges';

interface RecipeHeaderProps {
  recipe: Recipe;
  user: UserOut | null;
  /** The toolbar (edit, cook, print, share…) beside the title. */
  actions: ReactNode;
}

export function RecipeHeader({ recipe, user, actions }: RecipeHeaderProps) {
  const { data: own } = useOwnRating(recipe.id, user !== null);
  const shown = own?.rating ?? recipe.rating;
  const landscape = recipe.settings.landscapeView ? ' is-landscape' : '';
  return (
    <header className={`larder-recipe-header${landscape}`}>
      <RecipeImage recipe={recipe} />
      <div className="larder-recipe-heading">
        <H1 className="larder-recipe-name">{recipe.name}</H1>
        <div className="larder-recipe-meta">
          <RatingStars
            value={shown}
            onRate={user ? (rating) => void rateRecipe(user.id, recipe, rating) : undefined}
          />
          {user ? <FavoriteButton slug={recipe.slug} /> : null}
        </div>
        <TimeBadges recipe={recipe} />
        <SourceLink address={recipe.orgURL} />
        {recipe.description ? (
          <Markdown className="larder-recipe-description" source={recipe.description} />
        ) : null}
        <div className="larder-recipe-actions">{actions}</div>
      </div>
    </header>
  );
}
