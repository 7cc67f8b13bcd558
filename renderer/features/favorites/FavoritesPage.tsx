import { H2, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { useFavoriteRecipes } from '../../api/favorites';
import { useCurrentUser } from '../../api/users';
import { RecipeGrid } from '../browse/RecipeGrid';
import { RecipeViewToggle } from '../browse/RecipeViewToggle';
import '../browse/browse.css';

/** `/user/{id}/favorites`: the user's favourite recipes as cards. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { recipes, error, isLoading, retry } = useFavoriteRecipes(id);
  return (
    <div className="larder-page larder-browse">
      <header className="larder-browse-header">
        <H2 className="larder-page-title">
          {user?.id === id ? t('favorites.ownTitle') : t('favorites.title')}
        </H2>
        <RecipeViewToggle />
      </header>
      <RecipeGrid
        recipes={recipes}
        error={error}
        isLoading={isLoading}
        onRetry={retry}
        empty={
          <NonIdealState
            icon="heart"
            title={t('favorites.emptyTitle')}
            description={t('favorites.emptyDescription')}
          />
        }
      />
    </div>
  );
}
