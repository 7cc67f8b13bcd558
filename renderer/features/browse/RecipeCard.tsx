import { Card, Checkbox } from '@blueprintjs/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { RecipeSummary } from '../../../server/contract/recipes';
import { useCurrentUser } from '../../api/users';
import { Markdown } from '../../components/Markdown';
import { FavoriteButton } from '../../components/FavoriteButton';
import { RatingStars } from '../../components/RatingStars';
import { RecipeContextMenu } from '../../components/recipe-menu/RecipeContextMenu';

import { RecipeCardImage } from './RecipeCardImage';

interface RecipeCardProps {
  recipe: RecipeSummary;
  /** A row of the list view: a small picture beside the name. */
  isRow?: boolean;
  /** For visitors in a group's public area: links go to the explore route. */
  groupSlug?: string;
  /** In the home page's select mode: a check box over the picture. */
  onToggle?: (recipe: RecipeSummary) => void;
  isSelected?: boolean;
}

/**
 * Name, markdown description, rating, image, favourite badge and context menu (spec §2). Memoised:
 * a list re-renders as pages arrive, and the cards already shown keep their recipe objects.
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  isRow = false,
  groupSlug,
  onToggle,
  isSelected = false,
}: RecipeCardProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const href =
    user || !groupSlug ? `/recipe/${recipe.slug}` : `/explore/recipes/${groupSlug}/${recipe.slug}`;
  return (
    <Card
      className={[
        'larder-recipe-card',
        isRow ? 'is-row' : '',
        isSelected ? 'is-selected' : '',
      ].join(' ')}
      data-testid="recipe-card"
      data-slug={recipe.slug}
    >
      {onToggle ? (
        <Checkbox
          className="larder-card-select"
          checked={isSelected}
          aria-label={t('bulk.selectNamed', { name: recipe.name })}
          onChange={() => onToggle(recipe)}
        />
      ) : null}
      <Link to={href} className="larder-card-image-link" tabIndex={-1} aria-hidden="true">
        <RecipeCardImage key={recipe.id} recipeId={recipe.id} image={recipe.image} />
      </Link>
      <div className="larder-card-body">
        <Link to={href} className="larder-card-title">
          {recipe.name}
        </Link>
        {recipe.description ? (
          <Markdown className="larder-card-description" source={recipe.description} />
        ) : null}
        <div className="larder-card-footer">
          <RatingStars value={recipe.rating} />
          <span className="larder-card-actions">
            <FavoriteButton className="larder-favorite" slug={recipe.slug} name={recipe.name} />
            <RecipeContextMenu recipe={recipe} variant="card" groupSlug={groupSlug} />
          </span>
        </div>
      </div>
    </Card>
  );
});
