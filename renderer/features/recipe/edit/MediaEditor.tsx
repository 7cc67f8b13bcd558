import { Button, FileInput, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recipe } from '../../../../server/contract/recipes';
import { recipeImageFromUrl, uploadRecipeImage } from '../../../api/recipe-media';
import { useToasts } from '../../../app/toasts/useToasts';
import { RecipeImage } from '../view/RecipeImage';

import { AssetsEditor } from './AssetsEditor';
import type { RecipeDraft } from './recipe-draft';
import type { DraftUpdate } from './useRecipeDraft';

interface MediaEditorProps {
  recipe: Recipe;
  draft: RecipeDraft;
  update: DraftUpdate;
}

/** The picture (upload or URL, saved at once) and the recipe's assets. */
export function MediaEditor({ recipe, draft, update }: MediaEditorProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [url, setUrl] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const apply = async (work: Promise<{ data: { image: string } | null }>) => {
    setIsBusy(true);
    const { data } = await work;
    setIsBusy(false);
    if (data) toasts.show('success', t('recipe.imageUpdated'));
  };
  return (
    <section className="larder-edit-section" aria-label={t('recipe.media')}>
      <H3>{t('recipe.media')}</H3>
      <div className="larder-edit-media">
        <RecipeImage recipe={recipe} className="larder-edit-image" />
        <div>
          <FormGroup label={t('recipe.uploadImage')} labelFor="larder-image-file">
            <FileInput
              disabled={isBusy}
              text={t('recipe.chooseImage')}
              buttonText={t('recipe.browse')}
              inputProps={{
                id: 'larder-image-file',
                accept: 'image/*',
                'aria-label': t('recipe.uploadImage'),
              }}
              onInputChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void apply(uploadRecipeImage(recipe.slug, file));
              }}
            />
          </FormGroup>
          <FormGroup label={t('recipe.imageUrl')} labelFor="larder-image-url">
            <InputGroup
              id="larder-image-url"
              type="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              rightElement={
                <Button
                  variant="minimal"
                  icon="download"
                  loading={isBusy}
                  disabled={!url.trim()}
                  aria-label={t('recipe.fetchImage')}
                  onClick={() => void apply(recipeImageFromUrl(recipe.slug, url.trim()))}
                />
              }
            />
          </FormGroup>
        </div>
      </div>
      <AssetsEditor
        recipe={recipe}
        assets={draft.assets}
        onChange={(assets) => update('assets', assets)}
      />
    </section>
  );
}
