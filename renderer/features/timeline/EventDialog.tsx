import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { RecipeTimelineEventOut } from '../../../server/contract/timeline';
import { uploadTimelineImage } from '../../api/recipe-media';
import { updateTimelineEvent } from '../../api/timeline';
import { PhotoPicker, usePhotoChoice } from '../../components/PhotoPicker';

import { instantOf, localDateTime } from './event-time';

interface EventDialogProps {
  event: RecipeTimelineEventOut;
  onClose: () => void;
  /** After a save: the timeline reads the event back. */
  onSaved: () => void;
}

/** Edit a timeline event: subject, note, when, and its photo (add, replace or remove). */
export function EventDialog({ event, onClose, onSaved }: EventDialogProps) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState(event.subject);
  const [message, setMessage] = useState(event.eventMessage ?? '');
  const [when, setWhen] = useState(() => localDateTime(event.timestamp));
  const { photo, choose: choosePhoto } = usePhotoChoice();
  const [isPhotoRemoved, setIsPhotoRemoved] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const hasPhoto = event.image === 'has image';
  const timestamp = instantOf(when);
  const canSave = subject.trim() !== '' && timestamp !== null;

  const save = async (submitted: SyntheticEvent) => {
    submitted.preventDefault();
    if (!canSave) return;
    setIsSaving(true);
    const updated = await updateTimelineEvent(event.id, {
      subject: subject.trim(),
      eventMessage: message.trim() || null,
      timestamp,
      ...(hasPhoto && isPhotoRemoved && !photo ? { image: 'does not have image' as const } : {}),
    });
    const uploaded =
      !updated.error && photo ? await uploadTimelineImage(event.id, photo.file) : null;
    setIsSaving(false);
    if (updated.error || uploaded?.error) return;
    onSaved();
    onClose();
  };

  return (
    <Dialog isOpen title={t('timeline.editTitle')} icon="edit" onClose={onClose}>
      <form onSubmit={(submitted) => void save(submitted)}>
        <DialogBody>
          <FormGroup label={t('timeline.subject')} labelFor="larder-event-subject">
            <InputGroup
              id="larder-event-subject"
              autoFocus
              value={subject}
              intent={subject.trim() ? 'none' : 'danger'}
              onValueChange={setSubject}
            />
          </FormGroup>
          <FormGroup label={t('timeline.note')} labelFor="larder-event-note">
            <TextArea
              id="larder-event-note"
              fill
              autoResize
              value={message}
              onChange={(changed) => setMessage(changed.target.value)}
            />
          </FormGroup>
          <FormGroup label={t('timeline.when')} labelFor="larder-event-when">
            <InputGroup
              id="larder-event-when"
              type="datetime-local"
              value={when}
              intent={timestamp ? 'none' : 'danger'}
              onValueChange={setWhen}
            />
          </FormGroup>
          <FormGroup
            label={hasPhoto ? t('timeline.replacePhoto') : t('timeline.addPhoto')}
            labelFor="larder-event-photo"
          >
            <PhotoPicker id="larder-event-photo" photo={photo} onChoose={choosePhoto} />
          </FormGroup>
          {hasPhoto && !photo ? (
            <Checkbox
              label={t('timeline.removePhoto')}
              checked={isPhotoRemoved}
              onChange={(changed) => setIsPhotoRemoved(changed.currentTarget.checked)}
            />
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('timeline.cancel')}</Button>
              <Button type="submit" intent="primary" loading={isSaving} disabled={!canSave}>
                {t('timeline.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
