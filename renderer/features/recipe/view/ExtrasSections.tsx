import { AnchorButton, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { Nutrition, Recipe } from '../../../../server/contract/recipes';
import { recipeAssetHref } from '../../../api/recipe-media';

import { Markdown } from '../../../components/Markdown';
import { formatNutritionValue } from '../../../i18n/number-format';

export function NotesSection({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  if (recipe.notes.length === 0) return null;
  return (
    <section className="larder-recipe-notes" aria-label={t('recipe.notes')}>
      <H3>{t('recipe.notes')}</H3>
      {recipe.notes.map((note, index) => (
        <div key={index} className="larder-note">
          {note.title ? <strong className="larder-note-title">{note.title}</strong> : null}
          <Markdown source={note.text} />
        </div>
      ))}
    </section>
  );
}

const nutritionKeys: (keyof Nutrition)[] = [
  'calories',
  'fatContent',
  'proteinContent',
  'carbohydrateContent',
  'fiberContent',
  'sodiumContent',
  'sugarContent',
];

export function NutritionSection({ recipe }: { recipe: Recipe }) {
  const { t, i18n } = useTranslation();
  const nutrition = recipe.nutrition;
  if (!recipe.settings.showNutrition || !nutrition) return null;
  const rows = nutritionKeys.filter((key) => nutrition[key]);
  if (rows.length === 0) return null;
  return (
    <section className="larder-recipe-nutrition" aria-label={t('recipe.nutrition')}>
      <H3>{t('recipe.nutrition')}</H3>
      <HTMLTable compact striped>
        <tbody>
          {rows.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`recipe.nutritionFields.${key}`)}</th>
              <td>{formatNutritionValue(nutrition[key] ?? '', i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

export function AssetsSection({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  if (!recipe.settings.showAssets || recipe.assets.length === 0) return null;
  return (
    <section className="larder-recipe-assets" aria-label={t('recipe.assets')}>
      <H3>{t('recipe.assets')}</H3>
      <ul>
        {recipe.assets.map((asset) => (
          <li key={asset.fileName ?? asset.name}>
            <AnchorButton
              variant="minimal"
              icon="document"
              href={recipeAssetHref(recipe.id, asset.fileName ?? asset.name)}
              download
            >
              {asset.name}
            </AnchorButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tags, categories and tools, each linking to the search filtered by it. */
export function OrganizerLinks({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const groups = [
    { key: 'categories', label: t('recipe.categories'), items: recipe.recipeCategory },
    { key: 'tags', label: t('recipe.tags'), items: recipe.tags },
    { key: 'tools', label: t('recipe.tools'), items: recipe.tools },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className="larder-recipe-organizers">
      {groups.map((group) => (
        <div key={group.key} className="larder-tags">
          <span className="larder-organizer-label">{group.label}</span>
          {group.items.map((item) => (
            <Link
              key={item.id}

              to={`/?${group.key}=${encodeURIComponent(item.slug)}`}
            >
              <Tag minimal round interactive>
                {item.name}
              </Tag>
            </Link>
          ))}
        </div>
      ))}
    </section>
  );
}
