import { Icon } from '@blueprintjs/core';
import { useState } from 'react';

import { recipeImageSrc } from '../../api/recipe-media';

/**
 * A recipe's small image, falling back to an icon when there is none or it fails to load. Give it
 * `key={recipe.id}` so the fallback resets when the recipe changes (spec §4).
 */
export function RecipeThumb({ id, image }: { id: string; image: string | null }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!image || hasFailed) {
    return (
      <span className="larder-recipe-thumb is-placeholder" aria-hidden="true">
        <Icon icon="media" />
      </span>
    );
  }
  return (
    <img
      className="larder-recipe-thumb"
      src={recipeImageSrc({ id, image }, 'tiny-original')}
      alt=""
      loading="lazy"
      onError={() => setHasFailed(true)}
    />
  );
}
