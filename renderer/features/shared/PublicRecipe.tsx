import { useState } from 'react';

import type { Recipe } from '../../../server/contract/recipes';
import { CookMode } from '../recipe/cook/CookMode';
import { PrintLayout } from '../recipe/print/PrintLayout';
import { RecipeToolbar } from '../recipe/view/RecipeToolbar';
import { RecipeView } from '../recipe/view/RecipeView';
import '../recipe/recipe.css';

/** A recipe read-only for visitors: the visitor menu (print, print preferences, public link). */
interface PublicRecipeProps {
  recipe: Recipe;
  /** Known on explore pages; the public link then points there. */
  groupSlug?: string;
}

export function PublicRecipe({ recipe, groupSlug }: PublicRecipeProps) {
  const [isCooking, setIsCooking] = useState(false);
  if (isCooking) {
    return (
      <div className="larder-page larder-recipe-page">
        <CookMode recipe={recipe} onExit={() => setIsCooking(false)} />
      </div>
    );
  }
  return (
    <div className="larder-page larder-recipe-page larder-public-recipe">
      <RecipeView
        recipe={recipe}
        user={null}
        actions={
          <RecipeToolbar
            recipe={recipe}
            isMember={false}
            onCook={() => setIsCooking(true)}
            groupSlug={groupSlug}
          />
        }
      />
      <PrintLayout recipe={recipe} />
    </div>
  );
}
