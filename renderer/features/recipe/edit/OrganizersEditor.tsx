import { FormGroup, H3, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RecipeCategoryOut, RecipeToolOut } from '../../../../server/contract/recipes';
import { createOrganizer, useOrganizers, type OrganizerKind } from '../../../api/organizers';

import { NamePicker } from './NamePicker';
import type { RecipeDraft } from './recipe-draft';
import type { DraftUpdate } from './useRecipeDraft';

interface OrganizerFieldProps {
  kind: OrganizerKind;
  label: string;
  selected: RecipeCategoryOut[];
  onChange: (items: RecipeCategoryOut[]) => void;
}

/** Chosen organizers as removable tags, plus a picker that adds (or creates) one. */
function OrganizerField({ kind, label, selected, onChange }: OrganizerFieldProps) {
  const { t } = useTranslation();
  const options = useOrganizers(kind).organizers;
  // Remounting the picker after each pick empties it for the next name.
  const [pickerKey, setPickerKey] = useState(0);
  return (
    <FormGroup label={label}>
      <div className="larder-tags" aria-label={label}>
        {selected.map((item) => (
          <Tag
            key={item.id || item.name}
            round
            onRemove={() => onChange(selected.filter((other) => other !== item))}
          >
            {item.name}
          </Tag>
        ))}
      </div>
      <NamePicker
        key={pickerKey}
        label={t('recipe.addOrganizer', { kind: label })}
        value={null}
        options={options}
        onCreate={async (name) => (await createOrganizer(kind, name)).data}
        onPick={(item) => {
          setPickerKey((value) => value + 1);
          if (!item || selected.some((other) => other.id === item.id)) return;
          const full = options.find((option) => option.id === item.id);
          onChange([...selected, { id: item.id, name: item.name, slug: full?.slug ?? '' }]);
        }}
      />
    </FormGroup>
  );
}

export function OrganizersEditor({ draft, update }: { draft: RecipeDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  return (
    <section className="larder-edit-section" aria-label={t('recipe.organize')}>
      <H3>{t('recipe.organize')}</H3>
      <div className="larder-edit-grid">
        <OrganizerField
          kind="categories"
          label={t('recipe.categories')}
          selected={draft.recipeCategory}
          onChange={(items) => update('recipeCategory', items)}
        />
        <OrganizerField
          kind="tags"
          label={t('recipe.tags')}
          selected={draft.tags}
          onChange={(items) => update('tags', items)}
        />
        <OrganizerField
          kind="tools"
          label={t('recipe.tools')}
          selected={draft.tools}
          onChange={(items) =>
            update(
              'tools',
              items.map((item): RecipeToolOut => ({ onHand: false, ...item })),
            )
          }
        />
      </div>
    </section>
  );
}
