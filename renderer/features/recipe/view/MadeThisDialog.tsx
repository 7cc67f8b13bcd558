import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recipe } from '../../../../server/contract/recipes';
import { markRecipeMade } from '../../../api/recipe-detail';
import { useToasts } from '../../../app/toasts/useToasts';
import { PhotoPicker, usePhotoChoice } from '../../../components/PhotoPicker';

import { localDate, madeTimestamp } from './made-date';

interface MadeThisDialogProps {
  recipe: Recipe;
  onClose: () => void;
}

/** "I made this": the day (today unless changed), a note and a photo, for the timeline. */
export function MadeThisDialog({ recipe, onClose }: MadeThisDialogProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [today] = useState(() => localDate(new Date()));
  const [date, setDate] = useState(today);
  const [message, setMessage] = useState('');
  const { photo, choose: choosePhoto } = usePhotoChoice();
  const [isSaving, setIsSaving] = useState(false);

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!date) return;
    setIsSaving(true);
    const { error } = await markRecipeMade(recipe, t('recipe.madeSubject', { name: recipe.name }), {
      timestamp: madeTimestamp(date, new Date()),
      message,
      photo: photo?.file ?? null,
    });
    setIsSaving(false);
    if (error) return;
    toasts.show('success', t('recipe.madeDone'));
    onClose();
  };

  return (
    <Dialog
      isOpen
      className="larder-made-dialog"
      title={t('recipe.madeTitle', { name: recipe.name })}
      icon="tick-circle"
      onClose={onClose}
    >
      <form onSubmit={(event) => void save(event)}>
        <DialogBody>
          <FormGroup label={t('recipe.madeDate')} labelFor="larder-made-date">
            <InputGroup
              id="larder-made-date"
              type="date"
              required
              max={today}
              value={date}
              onValueChange={setDate}
            />
          </FormGroup>
          <FormGroup label={t('recipe.madeNote')} labelFor="larder-made-note">
            <TextArea
              id="larder-made-note"
              fill
              autoResize
              placeholder={t('recipe.madeNotePlaceholder')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormGroup>
          <FormGroup label={t('recipe.madePhoto')} labelFor="larder-made-photo">
            <PhotoPicker id="larder-made-photo" photo={photo} onChoose={choosePhoto} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('recipe.cancel')}</Button>
              <Button type="submit" intent="primary" loading={isSaving} disabled={!date}>
                {t('recipe.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
