import { useState, type ReactNode } from 'react';

import type { Recipe } from '../../../../server/contract/recipes';
import type { UserOut } from '../../../../server/contract/users';
import { CommentsSection } from '../comments/CommentsSection';

import { AssetsSection, NotesSection, NutritionSection, OrganizerLinks } from './ExtrasSections';
import { IngredientsSection } from './IngredientsSection';
import { InstructionsSection } from './InstructionsSection';
import { RecipeHeader } from './RecipeHeader';
import { ScaleNote } from './ScaleNote';
import { ServingsScaler } from './ServingsScaler';

interface RecipeViewProps {
  recipe: Recipe;
  user: UserOut | null;
  actions: ReactNode;
  /** Opens the editor's parse review (members who may edit). */
  onParse?: () => void;
}

/** VIEW mode, also the read-only body of the public pages (with `user` null). */
export function RecipeView({ recipe, user, actions, onParse }: RecipeViewProps) {
  const [scale, setScale] = useState(1);
  return (
    <article className="larder-recipe larder-recipe-screen">
      <RecipeHeader recipe={recipe} user={user} actions={actions} />
      <ServingsScaler recipeYield={recipe.recipeYield} scale={scale} onScale={setScale} />
      <ScaleNote recipe={recipe} scale={scale} onParse={onParse} />
      <div className="larder-recipe-body">
        <IngredientsSection recipe={recipe} scale={scale} />
        <InstructionsSection recipe={recipe} scale={scale} />
      </div>
      <NotesSection recipe={recipe} />
      <NutritionSection recipe={recipe} />
      <AssetsSection recipe={recipe} />
      <OrganizerLinks recipe={recipe} />
      {user && !recipe.settings.disableComments ? (
        <CommentsSection slug={recipe.slug} user={user} />
      ) : null}
    </article>
  );
}
