import { useParams } from 'react-router-dom';

import { useRecipe } from '../../api/recipe-detail';
import { useCurrentUser } from '../../api/users';
import { LoadingState } from '../../components/LoadingState';

import { CookMode } from './cook/CookMode';
import { RecipeEditor } from './edit/RecipeEditor';
import { PrintLayout } from './print/PrintLayout';
import { RecipeProblem } from './RecipeProblem';
import { useRecipeMode } from './useRecipeMode';
import { RecipeToolbar } from './view/RecipeToolbar';
import { RecipeView } from './view/RecipeView';
import './recipe.css';

/** `/recipe/{slug}` for signed-in members: VIEW, EDIT (FORM/JSON) and COOK. */
export function RecipePage() {
  const { slug } = useParams();
  const { user } = useCurrentUser();
  const { data: recipe, error, isLoading, mutate } = useRecipe(slug);
  const { mode, subMode, setMode, setSubMode } = useRecipeMode();

  if (isLoading) return <LoadingState />;
  if (error || !recipe) return <RecipeProblem error={error} onRetry={() => void mutate()} />;

  if (mode === 'edit' && user) {
    return (
      <RecipeEditor
        key={recipe.id}
        recipe={recipe}
        user={user}
        subMode={subMode}
        onSubMode={setSubMode}
        onDone={() => setMode('view')}
      />
    );
  }
  if (mode === 'cook') {
    return (
      <div className="larder-page larder-recipe-page">
        <CookMode recipe={recipe} onExit={() => setMode('view')} />
      </div>
    );
  }
  return (
    <div className="larder-page larder-recipe-page">
      <RecipeView
        recipe={recipe}
        user={user}
        actions={
          <RecipeToolbar
            recipe={recipe}
            isMember={user !== null}
            onEdit={() => setMode('edit')}
            onCook={() => setMode('cook')}
          />
        }
      />
      <PrintLayout recipe={recipe} />
    </div>
  );
}
