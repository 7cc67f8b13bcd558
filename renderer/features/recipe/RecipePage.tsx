import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { cacheRecipe, useRecipe } from '../../api/recipe-detail';
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

/**
 * `/recipe/{slug}` for signed-in members: VIEW, EDIT (FORM/JSON) and COOK. An address the
 * recipe no longer has (an old slug the server still knows, or its id) is replaced by its own.
 */
export function RecipePage() {
  const { slug } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { data: recipe, error, isLoading, mutate } = useRecipe(slug);
  const { mode, subMode, setMode, setSubMode } = useRecipeMode();
  // "Parse ingredients" in the view opens the editor with the parse review; leaving EDIT, however
  // it is left (a save, Cancel, a rename's move), ends the request.
  const [isParseRequested, setIsParseRequested] = useState(false);
  const [wasEditing, setWasEditing] = useState(mode === 'edit');
  if (wasEditing !== (mode === 'edit')) {
    setWasEditing(mode === 'edit');
    if (mode !== 'edit') setIsParseRequested(false);
  }
  const movedTo = recipe && slug && recipe.slug !== slug ? recipe : null;

  useEffect(() => {
    if (!movedTo) return;
    void cacheRecipe(movedTo).then(() =>
      navigate({ pathname: `/recipe/${movedTo.slug}`, search, hash }, { replace: true }),
    );
  }, [movedTo, navigate, search, hash]);

  if (isLoading || movedTo) return <LoadingState />;
  if (error || !recipe) return <RecipeProblem error={error} onRetry={() => void mutate()} />;

  if (mode === 'edit' && user) {
    return (
      <RecipeEditor
        key={recipe.id}
        recipe={recipe}
        user={user}
        subMode={subMode}
        isParseRequested={isParseRequested}
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
  const canEdit = user !== null && !recipe.settings.locked;
  return (
    <div className="larder-page larder-recipe-page">
      <RecipeView
        recipe={recipe}
        user={user}
        onParse={
          canEdit
            ? () => {
                setIsParseRequested(true);
                setMode('edit');
              }
            : undefined
        }
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
