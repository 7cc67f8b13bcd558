import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../../server/contract/users';
import { toggleFavorite } from '../../../api/favorites';

/** The heart: on when the slug is in the user's favourites (spec §4). */
export function FavoriteButton({ user, slug }: { user: UserOut; slug: string }) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const isFavorite = user.favoriteRecipes?.includes(slug) ?? false;
  return (
    <Button
      variant="minimal"
      icon="heart"
      intent={isFavorite ? 'danger' : 'none'}
      loading={isBusy}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? t('recipe.unfavorite') : t('recipe.favorite')}
      title={isFavorite ? t('recipe.unfavorite') : t('recipe.favorite')}
      onClick={() => {
        setIsBusy(true);
        void toggleFavorite(user.id, slug, isFavorite).finally(() => setIsBusy(false));
      }}
    />
  );
}
