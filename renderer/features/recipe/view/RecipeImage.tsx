import { Icon } from '@blueprintjs/core';
import { useState } from 'react';

import { recipeImageSrc } from '../../../api/recipe-media';

interface RecipeImageProps {
  recipe: { id: string; image: string | null; name: string };
  className?: string;
}

/** The recipe picture; an icon when there is none or it fails to load (spec §4). */
export function RecipeImage({ recipe, className }: RecipeImageProps) {
  // Keyed by recipe and version so a new recipe or picture starts without the failed state.
  return (
    <ImageWithFallback
      key={`${recipe.id}:${recipe.image ?? ''}`}
      recipe={recipe}
      className={className}
    />
  );
}

function ImageWithFallback({ recipe, className }: RecipeImageProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const classes = ['larder-recipe-image', className].filter(Boolean).join(' ');
  if (!recipe.image || hasFailed) {
    return (
      <div className={`${classes} larder-recipe-image-empty`} role="img" aria-label={recipe.name}>
        <Icon icon="media" size={48} />
      </div>
    );
  }
  return (
    <img
      className={classes}
      src={recipeImageSrc(recipe)}
      alt={recipe.name}
      onError={() => setHasFailed(true)}
    />
  );
}
