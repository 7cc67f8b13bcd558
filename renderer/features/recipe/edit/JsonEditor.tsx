import { Callout, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RecipeIn } from '../../../../server/contract/recipes';

import { draftToJson, type RecipeDraft } from './recipe-draft';

interface JsonEditorProps {
  draft: RecipeDraft;
  onChange: (draft: RecipeDraft) => void;
  /** Tells the editor whether the text is valid, so Save waits for a fix. */
  onValidity: (error: string | null) => void;
}

/** Validates raw text as a recipe; returns the problem or null. */
function validateRecipeJson(text: string): {
  value: Partial<RecipeDraft> | null;
  error: string | null;
} {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    return { value: null, error: cause instanceof Error ? cause.message : String(cause) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { value: null, error: 'A recipe is a JSON object.' };
  }
  const result = RecipeIn.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { value: null, error: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
  }
  if (!result.data.name?.trim()) return { value: null, error: 'name: required' };
  return { value: parsed, error: null };
}

/** JSON sub-mode: the recipe as text, applied to the draft whenever it is valid. */
export function JsonEditor({ draft, onChange, onValidity }: JsonEditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => draftToJson(draft));
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="larder-edit-section larder-json-editor" aria-label={t('recipe.json')}>
      {error ? (
        <Callout intent="danger" icon="error" title={t('recipe.invalidJson')} role="alert">
          {error}
        </Callout>
      ) : null}
      <TextArea
        fill
        spellCheck={false}
        aria-label={t('recipe.json')}
        className="larder-json-text"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const result = validateRecipeJson(next);
          setError(result.error);
          onValidity(result.error);
          if (result.value) onChange({ ...draft, ...result.value });
        }}
      />
    </section>
  );
}
