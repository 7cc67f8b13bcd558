import { H3, H4 } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recipe } from '../../../../server/contract/recipes';
import { ingredientParts, ingredientText } from '../ingredients/ingredient-display';

import { Markdown } from '../../../components/Markdown';

/** Steps (with section titles) and the ingredients each step refers to. */
export function InstructionsSection({ recipe, scale }: { recipe: Recipe; scale: number }) {
  const { t } = useTranslation();
  if (recipe.recipeInstructions.length === 0) return null;
  const byReference = new Map(recipe.recipeIngredient.map((item) => [item.referenceId, item]));
  return (
    <section className="larder-recipe-instructions" aria-label={t('recipe.instructions')}>
      <H3>{t('recipe.instructions')}</H3>
      <ol className="larder-step-list">
        {recipe.recipeInstructions.map((step, index) => {
          const references = step.ingredientReferences
            .map((reference) => byReference.get(reference.referenceId))
            .filter((item) => item !== undefined);
          return (
            <Fragment key={step.id || index}>
              {step.title ? (
                <li className="larder-step-title" aria-hidden="false">
                  <H4>{step.title}</H4>
                </li>
              ) : null}
              <li className="larder-step">
                <span className="larder-step-number">
                  {t('recipe.step', { number: index + 1 })}
                </span>
                <Markdown source={step.text} />
                {references.length > 0 ? (
                  <ul className="larder-step-references">
                    {references.map((item) => (
                      <li key={item.referenceId}>
                        {ingredientText(
                          ingredientParts(item, scale, recipe.settings.disableAmount),
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </section>
  );
}
