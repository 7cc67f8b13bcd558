import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { textLimits } from '../../../../server/contract/text-limits';
import { isNameTooLong } from '../../../components/validation';

import { useRecipeNameCheck } from './useRecipeNameCheck';

interface RecipeNameFieldProps {
  name: string;
  /** The saved name: keeping it is never a clash. */
  originalName?: string;
  groupId: string;
  onChange: (name: string) => void;
  autoFocus?: boolean;
}

/** The recipe name with the live "must be unique" hint (spec §5). */
export function RecipeNameField({
  name,
  originalName,
  groupId,
  onChange,
  autoFocus,
}: RecipeNameFieldProps) {
  const { t } = useTranslation();
  const isFree = useRecipeNameCheck(groupId, name, originalName);
  // "Required" waits until the field was typed in or left: a new, empty form opens without it.
  const [isTouched, setIsTouched] = useState(false);
  const isEmpty = !name.trim();
  let helper: string | undefined;
  if (isEmpty && isTouched) helper = t('recipe.nameRequired');
  else if (isNameTooLong(name)) helper = t('validation.tooLong', { max: textLimits.name });
  else if (isFree === false) helper = t('recipe.nameTaken');
  return (
    <FormGroup
      label={t('recipe.name')}
      labelFor="larder-recipe-name"
      labelInfo={t('recipe.required')}
      helperText={helper}
      intent={helper ? 'danger' : 'none'}
    >
      <InputGroup
        id="larder-recipe-name"
        size="large"
        autoFocus={autoFocus}
        value={name}
        intent={helper ? 'danger' : 'none'}
        onChange={(event) => {
          setIsTouched(true);
          onChange(event.target.value);
        }}
        onBlur={() => setIsTouched(true)}
      />
    </FormGroup>
  );
}
