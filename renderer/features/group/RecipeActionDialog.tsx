import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { GroupRecipeActionOut } from '../../../server/contract/recipe-actions';
import { saveRecipeAction } from '../../api/notifications';
import { FormFailure } from '../../components/FormFailure';

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
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setIsSaving(true);
    const { error } = await saveRecipeAction(action?.id ?? null, { actionType, title, url });
    setIsSaving(false);
    if (error) setFailure(error.message);
    else onClose();
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={action ? t('notifications.editAction') : t('notifications.newAction')}
      icon="send-to"
      className="larder-people-dialog"
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogBody>
          <FormFailure message={failure} />
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
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('manage.cancel')}</Button>
              <Button type="submit" intent="primary" icon="floppy-disk" loading={isSaving}>
                {t('notifications.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
