import { Alert, Button, ButtonGroup, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { Recipe } from '../../../../server/contract/recipes';
import type { UserOut } from '../../../../server/contract/users';
import { saveRecipe, useForgetRecipeAddress } from '../../../api/recipe-detail';
import { useToasts } from '../../../app/toasts/useToasts';
import type { EditSubMode } from '../recipe-mode';

import { EditorForm } from './EditorForm';
import { JsonEditor } from './JsonEditor';
import { withoutEmptyRows } from './recipe-draft';
import { useRecipeDraft } from './useRecipeDraft';
import { useUnsavedGuard } from './useUnsavedGuard';
import './recipe-edit.css';

interface RecipeEditorProps {
  recipe: Recipe;
  user: UserOut;
  subMode: EditSubMode;
  /** Open the parse review as the editor opens (the view's "Parse ingredients"). */
  isParseRequested: boolean;
  onSubMode: (subMode: EditSubMode) => void;
  onDone: () => void;
}

/**
 * EDIT mode: the form or the JSON text over one draft, saved with PUT. A save that renames the
 * recipe moves to its new address in place of the old one; otherwise it returns to VIEW.
 */
export function RecipeEditor(props: RecipeEditorProps) {
  const { recipe, user, subMode, isParseRequested, onSubMode, onDone } = props;
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const forgetRecipeAddress = useForgetRecipeAddress();
  const { draft, setDraft, update, isDirty } = useRecipeDraft(recipe);
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const { blocker, isBlocked, release } = useUnsavedGuard(isDirty);
  const canSave = !!draft.name.trim() && !jsonError && !isSaving;

  const save = async () => {
    if (!canSave) return;
    setIsSaving(true);
    const body = subMode === 'form' ? withoutEmptyRows(draft) : draft;
    const { data } = await saveRecipe(recipe.slug, body);
    setIsSaving(false);
    if (!data) return;
    release();
    toasts.show('success', t('recipe.saved'));
    if (data.slug === recipe.slug) {
      onDone();
      return;
    }
    // Renamed: the new address replaces the old one, which the server still answers.
    forgetRecipeAddress(recipe.slug);
    void navigate(`/recipe/${data.slug}`, { replace: true });
  };
  const cancel = () => {
    release();
    setIsConfirmingCancel(false);
    onDone();
  };

  return (
    <div className="larder-page larder-recipe-editor">
      <div className="larder-editor-bar" role="toolbar" aria-label={t('recipe.editorActions')}>
        <H2>{t('recipe.editing', { name: recipe.name })}</H2>
        <ButtonGroup>
          <Button
            active={subMode === 'form'}
            aria-pressed={subMode === 'form'}
            icon="form"
            onClick={() => onSubMode('form')}
          >
            {t('recipe.form')}
          </Button>
          <Button
            active={subMode === 'json'}
            aria-pressed={subMode === 'json'}
            icon="code"
            disabled={!!jsonError}
            onClick={() => onSubMode('json')}
          >
            {t('recipe.json')}
          </Button>
        </ButtonGroup>
        <Button onClick={() => (isDirty ? setIsConfirmingCancel(true) : cancel())}>
          {t('recipe.cancel')}
        </Button>
        <Button
          intent="primary"
          icon="floppy-disk"
          loading={isSaving}
          disabled={!canSave}
          onClick={() => void save()}
        >
          {t('recipe.save')}
        </Button>
      </div>
      {subMode === 'json' ? (
        <JsonEditor draft={draft} onChange={setDraft} onValidity={setJsonError} />
      ) : (
        <EditorForm
          recipe={recipe}
          draft={draft}
          update={update}
          groupId={user.groupId}
          isParseRequested={isParseRequested}
        />
      )}
      <Alert
        isOpen={isConfirmingCancel || isBlocked}
        intent="danger"
        icon="warning-sign"
        confirmButtonText={t('recipe.discard')}
        cancelButtonText={t('recipe.keepEditing')}
        onConfirm={() => (isBlocked ? blocker.proceed?.() : cancel())}
        onCancel={() =>
          blocker.state === 'blocked' ? blocker.reset() : setIsConfirmingCancel(false)
        }
      >
        {t('recipe.unsavedChanges')}
      </Alert>
    </div>
  );
}
