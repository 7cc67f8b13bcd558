import { Button, Card, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { createRecipe } from '../../../api/recipe-detail';
import { useCurrentUser } from '../../../api/users';
import { LoadingState } from '../../../components/LoadingState';
import { RecipeNameField } from '../edit/RecipeNameField';
import { useRecipeNameCheck } from '../edit/useRecipeNameCheck';

/** `/recipe/create/new`: a name, then the new recipe opens in the editor. */
export function CreateRecipePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [name, setName] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const isFree = useRecipeNameCheck(user?.groupId ?? '', name);
  if (!user) return <LoadingState />;
  const canCreate = !!name.trim() && isFree !== false && !isCreating;
  const create = async () => {
    if (!canCreate) return;
    setIsCreating(true);
    const { data: slug } = await createRecipe(name.trim());
    setIsCreating(false);
    if (slug) void navigate(`/recipe/${slug}?edit=true`);
  };
  return (
    <div className="larder-page larder-create-recipe">
      <Card className="larder-form-card" elevation={1}>
        <H2>{t('recipe.createTitle')}</H2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <RecipeNameField name={name} groupId={user.groupId} onChange={setName} autoFocus />
          <Button
            type="submit"
            intent="primary"
            icon="add"
            loading={isCreating}
            disabled={!canCreate}
          >
            {t('recipe.create')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
