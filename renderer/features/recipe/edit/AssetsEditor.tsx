import { Button, FileInput, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recipe, RecipeAsset } from '../../../../server/contract/recipes';
import { recipeAssetHref, uploadRecipeAsset } from '../../../api/recipe-media';

const icons = ['document', 'media', 'video', 'manual', 'th'];

interface AssetsEditorProps {
  recipe: Recipe;
  assets: RecipeAsset[];
  onChange: (assets: RecipeAsset[]) => void;
}

/** Uploads an asset (name, icon, file) and lists the recipe's assets with remove. */
export function AssetsEditor({ recipe, assets, onChange }: AssetsEditorProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [icon, setIcon] = useState('document');
  const [file, setFile] = useState<File | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const upload = async () => {
    if (!file) return;
    setIsBusy(true);
    const { data } = await uploadRecipeAsset(recipe.slug, name.trim() || file.name, icon, file);
    setIsBusy(false);
    if (data) {
      onChange([...assets, data]);
      setName('');
      setFile(null);
    }
  };
  return (
    <div className="larder-assets-edit">
      <ul aria-label={t('recipe.assets')}>
        {assets.map((asset, index) => (
          <li key={asset.fileName ?? asset.name}>
            <a href={recipeAssetHref(recipe.id, asset.fileName ?? asset.name)} download>
              {asset.name}
            </a>
            <Button
              variant="minimal"
              size="small"
              icon="trash"
              aria-label={t('recipe.remove', { item: asset.name })}
              onClick={() => onChange(assets.filter((_, position) => position !== index))}
            />
          </li>
        ))}
      </ul>
      <div className="larder-assets-upload">
        <InputGroup
          aria-label={t('recipe.assetName')}
          placeholder={t('recipe.assetName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <HTMLSelect
          aria-label={t('recipe.assetIcon')}
          value={icon}
          options={icons}
          onChange={(event) => setIcon(event.target.value)}
        />
        <FileInput
          text={file?.name ?? t('recipe.chooseFile')}
          buttonText={t('recipe.browse')}
          inputProps={{ 'aria-label': t('recipe.assetFile') }}
          onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <Button icon="upload" loading={isBusy} disabled={!file} onClick={() => void upload()}>
          {t('recipe.uploadAsset')}
        </Button>
      </div>
    </div>
  );
}
