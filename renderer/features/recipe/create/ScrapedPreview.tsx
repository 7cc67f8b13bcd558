import { Card, H3, H5, H6, Icon, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ScrapedRecipe } from '../../../../server/contract/recipe-import';
import { previewImageUrl } from '../../../api/recipe-import-url';

/** The ingredient lines grouped under the section titles the page gave them ("For the sauce"). */
function ingredientSections(recipe: ScrapedRecipe): { title: string; lines: string[] }[] {
  const sections: { title: string; lines: string[] }[] = [];
  recipe.recipeIngredient.forEach((line, index) => {
    const title = recipe.ingredientTitles?.[index] ?? '';
    const current = sections.at(-1);
    if (!current || title) sections.push({ title, lines: [line] });
    else current.lines.push(line);
  });
  return sections;
}

/** What a web page's recipe will become, shown before anything is saved. */
export function ScrapedPreview({ recipe }: { recipe: ScrapedRecipe }) {
  const { t } = useTranslation();
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const facts = [
    [t('urlImport.totalTime'), recipe.totalTime],
    [t('urlImport.prepTime'), recipe.prepTime],
    [t('urlImport.cookTime'), recipe.cookTime ?? recipe.performTime],
    [t('urlImport.yield'), recipe.recipeYield],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <Card className="larder-url-preview" elevation={1} aria-label={t('urlImport.preview')}>
      <div className="larder-url-preview-head">
        {recipe.image && !hasImageFailed ? (
          <img
            className="larder-url-preview-image"
            src={previewImageUrl(recipe.image)}
            alt=""
            onError={() => setHasImageFailed(true)}
          />
        ) : (
          <div className="larder-url-preview-image is-placeholder" aria-hidden="true">
            <Icon icon="media" size={40} />
          </div>
        )}
        <div>
          <H3 data-testid="preview-name">{recipe.name}</H3>
          {recipe.description && <p>{recipe.description}</p>}
          {facts.length > 0 && (
            <dl className="larder-url-preview-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {[...recipe.recipeCategory, ...recipe.tags].length > 0 && (
            <div className="larder-url-preview-tags">
              {[...recipe.recipeCategory, ...recipe.tags].map((name) => (
                <Tag key={name} minimal round>
                  {name}
                </Tag>
              ))}
            </div>
          )}
        </div>
      </div>
      <div className="larder-url-preview-body">
        <section>
          <H5>{t('urlImport.ingredients', { count: recipe.recipeIngredient.length })}</H5>
          <div data-testid="preview-ingredients">
            {ingredientSections(recipe).map((section, index) => (
              <div key={index}>
                {section.title && <H6 className="larder-url-preview-section">{section.title}</H6>}
                <ul>
                  {section.lines.map((line, lineIndex) => (
                    <li key={lineIndex}>{line}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
        <section>
          <H5>{t('urlImport.steps', { count: recipe.recipeInstructions.length })}</H5>
          <ol data-testid="preview-steps">
            {recipe.recipeInstructions.map((step, index) => (
              <li key={index}>
                {step.title && <strong>{step.title}: </strong>}
                {step.text}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Card>
  );
}
