import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GroupRecipeActionOut } from '../../../server/contract/recipe-actions';
import { saveRecipeAction } from '../../api/notifications';

import { FormDialog } from './FormDialog';

interface RecipeActionDialogProps {
  /** The action to edit; null for a new one. */
  action: GroupRecipeActionOut | null;
  onClose: () => void;
}

/** A recipe action's kind (open a link, or post the recipe), title and URL template. */
export function RecipeActionDialog({ action, onClose }: RecipeActionDialogProps) {
  const { t } = useTranslation();
  const [actionType, setActionType] = useState(action?.actionType ?? 'link');
  const [title, setTitle] = useState(action?.title ?? '');
  const [url, setUrl] = useState(action?.url ?? '');

  return (
    <FormDialog
      title={action ? t('notifications.editAction') : t('notifications.newAction')}
      icon="send-to"
      onSave={() => saveRecipeAction(action?.id ?? null, { actionType, title, url })}
      onClose={onClose}
    >
      <FormGroup label={t('notifications.actionType')} labelFor="action-type">
        <HTMLSelect
          id="action-type"
          fill
          value={actionType}
          onChange={(event) => setActionType(event.currentTarget.value as 'link' | 'post')}
          options={[
            { value: 'link', label: t('notifications.typeLink') },
            { value: 'post', label: t('notifications.typePost') },
          ]}
        />
      </FormGroup>
      <FormGroup label={t('notifications.actionTitle')} labelFor="action-title">
        <InputGroup id="action-title" value={title} autoFocus onValueChange={setTitle} />
      </FormGroup>
      <FormGroup
        label={t('notifications.url')}
        labelFor="action-url"
        helperText={t('notifications.actionUrlHelp')}
      >
        <InputGroup
          id="action-url"
          value={url}
          placeholder="https://example.com/?recipe={{recipe.slug}}"
          onValueChange={setUrl}
        />
      </FormGroup>
    </FormDialog>
  );
}
