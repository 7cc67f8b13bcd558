import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { RecipeDraft } from './recipe-draft';
import { RecipeNameField } from './RecipeNameField';
import type { DraftUpdate } from './useRecipeDraft';

interface BasicsEditorProps {
  draft: RecipeDraft;
  originalName: string;
  groupId: string;
  update: DraftUpdate;
}

type TextKey = 'prepTime' | 'performTime' | 'totalTime' | 'recipeYield' | 'orgURL';

/** Name (with the uniqueness hint), description, times, yield and source. */
export function BasicsEditor({ draft, originalName, groupId, update }: BasicsEditorProps) {
  const { t } = useTranslation();
  const fields: { key: TextKey; label: string }[] = [
    { key: 'recipeYield', label: t('recipe.yield') },
    { key: 'prepTime', label: t('recipe.prepTime') },
    { key: 'performTime', label: t('recipe.performTime') },
    { key: 'totalTime', label: t('recipe.totalTime') },
    { key: 'orgURL', label: t('recipe.source') },
  ];
  return (
    <section className="larder-edit-section" aria-label={t('recipe.basics')}>
      <RecipeNameField
        name={draft.name}
        originalName={originalName}
        groupId={groupId}
        onChange={(name) => update('name', name)}
      />
      <FormGroup label={t('recipe.description')} labelFor="larder-edit-description">
        <TextArea
          id="larder-edit-description"
          fill
          autoResize
          value={draft.description}
          onChange={(event) => update('description', event.target.value)}
        />
      </FormGroup>
      <div className="larder-edit-grid">
        {fields.map((field) => (
          <FormGroup key={field.key} label={field.label} labelFor={`larder-edit-${field.key}`}>
            <InputGroup
              id={`larder-edit-${field.key}`}
              value={draft[field.key] ?? ''}
              onChange={(event) => update(field.key, event.target.value || null)}
            />
          </FormGroup>
        ))}
      </div>
    </section>
  );
}
