import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toggleFavorite } from '../../api/favorites';
import { useCurrentUser } from '../../api/users';
import { useToasts } from '../../app/toasts/useToasts';

interface FavoriteButtonProps {
  slug: string;
  name: string;
}

/** The favourite badge and toggle (spec §4); nothing for visitors. */
export function FavoriteButton({ slug, name }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { user } = useCurrentUser();
  const [isBusy, setIsBusy] = useState(false);
  if (!user) return null;
  const isFavorite = user.favoriteRecipes?.includes(slug) ?? false;
  const toggle = async () => {
    setIsBusy(true);
    const { error } = await toggleFavorite(user.id, slug, isFavorite);
    setIsBusy(false);
    if (error) toasts.show('error', t('browse.favoriteFailed'));
  };
  return (
    <Button
      className="larder-favorite"
      variant="minimal"
      icon="heart"
      intent={isFavorite ? 'danger' : undefined}
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'browse.favoriteRemove' : 'browse.favoriteAdd', { name })}
      loading={isBusy}
      onClick={() => void toggle()}
    />
  );
}
