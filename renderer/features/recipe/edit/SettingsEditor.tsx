import { FormGroup, H3, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { Nutrition, RecipeSettings } from '../../../../server/contract/recipes';

import type { RecipeDraft } from './recipe-draft';
import type { DraftUpdate } from './useRecipeDraft';

const nutritionKeys: (keyof Nutrition)[] = [
  'calories',
  'fatContent',
  'proteinContent',
  'carbohydrateContent',
  'fiberContent',
  'sodiumContent',
  'sugarContent',
];

const settingKeys: (keyof RecipeSettings)[] = [
  'public',
  'showNutrition',
  'showAssets',
  'landscapeView',
  'disableComments',
  'disableAmount',
  'locked',
];

export function NutritionEditor({ draft, update }: { draft: RecipeDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  const nutrition = draft.nutrition ?? {};
  return (
    <section className="larder-edit-section" aria-label={t('recipe.nutrition')}>
      <H3>{t('recipe.nutrition')}</H3>
      <div className="larder-edit-grid">
        {nutritionKeys.map((key) => (
          <FormGroup
            key={key}
            label={t(`recipe.nutritionFields.${key}`)}
            labelFor={`larder-nutrition-${key}`}
          >
            <InputGroup
              id={`larder-nutrition-${key}`}
              value={nutrition[key] ?? ''}
              onChange={(event) =>
                update('nutrition', { ...nutrition, [key]: event.target.value || null })
              }
            />
          </FormGroup>
        ))}
      </div>
    </section>
  );
}

export function SettingsEditor({ draft, update }: { draft: RecipeDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  return (
    <section className="larder-edit-section" aria-label={t('recipe.settings')}>
      <H3>{t('recipe.settings')}</H3>
      <div className="larder-edit-grid">
        {settingKeys.map((key) => (
          <Switch
            key={key}
            label={t(`recipe.settingFields.${key}`)}
            checked={draft.settings[key]}
            onChange={(event) =>
              update('settings', { ...draft.settings, [key]: event.currentTarget.checked })
            }
          />
        ))}
      </div>
    </section>
  );
}
