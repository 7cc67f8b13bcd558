import { createPortal } from 'react-dom';

import type { Recipe } from '../../../../server/contract/recipes';
import { IngredientsSection } from '../view/IngredientsSection';
import { InstructionsSection } from '../view/InstructionsSection';
import { NotesSection } from '../view/ExtrasSections';
import { RecipeImage } from '../view/RecipeImage';
import { Markdown } from '../../../components/Markdown';
import { TimeBadges } from '../view/TimeBadges';

import { usePrintPreferences } from './usePrintPreferences';
import './recipe-print.css';

/**
 * The printed page: hidden on screen, the only thing shown by the print stylesheet (portalled
 * to <body> so the app's layout cannot push it down the page). Laid out by
 * the reader's print preferences.
 */
export function PrintLayout({ recipe }: { recipe: Recipe }) {
  const { preferences } = usePrintPreferences();
  const { imagePosition, showDescription, showNotes } = preferences;
  return createPortal(
    <div className={`larder-print larder-print-image-${imagePosition}`} data-testid="print-layout">
      <header className="larder-print-header">
        {imagePosition === 'hidden' ? null : (
          <RecipeImage recipe={recipe} className="larder-print-image" />
        )}
        <div className="larder-print-heading">
          <h1>{recipe.name}</h1>
          {recipe.recipeYield ? <p>{recipe.recipeYield}</p> : null}
          <TimeBadges recipe={recipe} />
          {showDescription && recipe.description ? (
            <Markdown className="larder-print-description" source={recipe.description} />
          ) : null}
        </div>
      </header>
      <div className="larder-print-body">
        <IngredientsSection recipe={recipe} scale={1} />
        <InstructionsSection recipe={recipe} scale={1} />
      </div>
      {showNotes ? <NotesSection recipe={recipe} /> : null}
    </div>,
    document.body,
  );
}
