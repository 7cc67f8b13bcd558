import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isShownAsToast } from '../api/errors';
import { toggleFavorite } from '../api/favorites';
import { useCurrentUser } from '../api/users';
import { useToasts } from '../app/toasts/useToasts';

interface FavoriteButtonProps {
  slug: string;
  /** The recipe's name, for a label that tells cards apart; the recipe page needs none. */
  name?: string;
  className?: string;
}

/** The heart: on when the slug is in the user's favourites (spec §4); nothing for visitors. */
export function FavoriteButton({ slug, name, className }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { user } = useCurrentUser();
  const [isBusy, setIsBusy] = useState(false);
  if (!user) return null;
  const isFavorite = user.favoriteRecipes?.includes(slug) ?? false;
  const label =
    name === undefined
      ? t(isFavorite ? 'recipe.unfavorite' : 'recipe.favorite')
      : t(isFavorite ? 'browse.favoriteRemove' : 'browse.favoriteAdd', { name });
  const toggle = async () => {
    setIsBusy(true);
    const { error } = await toggleFavorite(user.id, slug, isFavorite);
    setIsBusy(false);
    if (error && !isShownAsToast(error)) toasts.show('error', t('browse.favoriteFailed'));
  };
  return (
    <Button
      className={className}
      variant="minimal"
      icon="heart"
      intent={isFavorite ? 'danger' : 'none'}
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
      loading={isBusy}
      onClick={() => void toggle()}
    />
  );
}
