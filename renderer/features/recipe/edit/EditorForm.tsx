import type { Recipe } from '../../../../server/contract/recipes';

import { BasicsEditor } from './BasicsEditor';
import { IngredientsEditor } from './IngredientsEditor';
import { InstructionsEditor } from './InstructionsEditor';
import { MediaEditor } from './MediaEditor';
import { NotesEditor } from './NotesEditor';
import { OrganizersEditor } from './OrganizersEditor';
import type { RecipeDraft } from './recipe-draft';
import { NutritionEditor, SettingsEditor } from './SettingsEditor';
import type { DraftUpdate } from './useRecipeDraft';

interface EditorFormProps {
  recipe: Recipe;
  draft: RecipeDraft;
  update: DraftUpdate;
  groupId: string;
  /** Open the parse review as the form opens. */
  isParseRequested: boolean;
}

/** FORM sub-mode: every part of the recipe, section by section. */
export function EditorForm(props: EditorFormProps) {
  const { recipe, draft, update, groupId, isParseRequested } = props;
  return (
    <div className="larder-edit-form">
      <BasicsEditor draft={draft} originalName={recipe.name} groupId={groupId} update={update} />
      <MediaEditor recipe={recipe} draft={draft} update={update} />
      <IngredientsEditor
        ingredients={draft.recipeIngredient}
        isAmountDisabled={draft.settings.disableAmount}
        isParseRequested={isParseRequested}
        onChange={(items) => update('recipeIngredient', items)}
        onParsed={(items) => {
          // Parsed lines read from their amounts: a recipe that hid them shows them from now on.
          update('recipeIngredient', items);
          update('settings', (settings) => ({ ...settings, disableAmount: false }));
        }}
      />
      <InstructionsEditor
        ingredients={draft.recipeIngredient}
        steps={draft.recipeInstructions}
        onChange={(steps) => update('recipeInstructions', steps)}
      />
      <NotesEditor notes={draft.notes} onChange={(notes) => update('notes', notes)} />
      <OrganizersEditor draft={draft} update={update} />
      <NutritionEditor draft={draft} update={update} />
      <SettingsEditor draft={draft} update={update} />
    </div>
  );
}
