import { Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../server/contract/paths';

interface RecipeCardImageProps {
  recipeId: string;
  image: string | null;
}

/**
 * The card's picture; an icon replaces it when there is none or it fails to load. The card renders
 * it with `key={recipe.id}`, so the fallback resets when the recipe changes (spec §4).
 */
export function RecipeCardImage({ recipeId, image }: RecipeCardImageProps) {
  const { t } = useTranslation();
  const [hasFailed, setHasFailed] = useState(false);
  if (!image || hasFailed) {
    return (
      <div className="larder-card-image is-placeholder" role="img" aria-label={t('browse.noImage')}>
        <Icon icon="media" size={40} />
      </div>
    );
  }
  return (
    <img
      className="larder-card-image"
      src={`${paths.mediaRecipeImage(recipeId, 'min-original.webp')}?version=${encodeURIComponent(image)}`}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}
