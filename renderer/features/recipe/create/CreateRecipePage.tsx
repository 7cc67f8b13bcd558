import { Button, Card, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { createRecipe } from '../../../api/recipe-detail';
import { isShownAsToast } from '../../../api/errors';
import { useCurrentUser } from '../../../api/users';
import { FormFailure } from '../../../components/FormFailure';
import { LoadingState } from '../../../components/LoadingState';
import { isNameTooLong } from '../../../components/validation';
import { RecipeNameField } from '../edit/RecipeNameField';
import { useRecipeNameCheck } from '../edit/useRecipeNameCheck';

/** `/recipe/create/new`: a name, then the new recipe opens in the editor. */
export function CreateRecipePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [name, setName] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isFree = useRecipeNameCheck(user?.groupId ?? '', name);
  if (!user) return <LoadingState />;
  const canCreate = !!name.trim() && !isNameTooLong(name) && isFree !== false && !isCreating;
  const create = async () => {
    if (!canCreate) return;
    setIsCreating(true);
    const { data: slug, error } = await createRecipe(name.trim());
    setIsCreating(false);
    // A refusal the toast does not show (a 422) is said under the field.
    setFailure(error && !isShownAsToast(error) ? error.message : null);
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
          <FormFailure message={failure} />
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
