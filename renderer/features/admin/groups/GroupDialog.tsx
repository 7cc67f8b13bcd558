import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { UpdateGroupPreferences, type GroupInDB } from '../../../../server/contract/groups';
import { createAdminGroup, updateAdminGroup } from '../../../api/admin-people';
import { useUniqueness } from '../../../api/validators';
import { FormField } from '../../../components/FormField';
import { UniquenessMark } from '../../../components/UniquenessMark';
import { PreferenceFields, toPreferenceInput } from '../../group/PreferenceFields';

/** Creates a group by name, or renames one and edits its preferences (`group` given). */
export function GroupDialog({ group, onClose }: { group: GroupInDB | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(group?.name ?? '');
  const [preferences, setPreferences] = useState(() =>
    toPreferenceInput(group?.preferences ?? UpdateGroupPreferences.parse({})),
  );
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const nameState = useUniqueness('group', name, group?.name);
  let nameError = null;
  if (nameState === 'taken') nameError = t('validation.groupTaken');
  else if (isSubmitted && !name.trim()) nameError = t('validation.required');

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!name.trim() || nameState === 'taken') return;
    setIsSaving(true);
    const { error } = group
      ? await updateAdminGroup(group.id, { id: group.id, name: name.trim(), preferences })
      : await createAdminGroup(name.trim());
    setIsSaving(false);
    if (!error) onClose();
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={group ? t('manage.editGroup', { name: group.name }) : t('manage.createGroup')}
      icon={group ? 'edit' : 'add'}
      className="larder-people-dialog"
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogBody>
          <FormField
            id="group-name"
            label={t('manage.groupName')}
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            rightElement={<UniquenessMark state={nameState} />}
            error={nameError}
          />
          {group ? (
            <PreferenceFields value={preferences} onChange={setPreferences} idPrefix="group" />
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('manage.cancel')}</Button>
              <Button type="submit" intent="primary" loading={isSaving}>
                {group ? t('manage.save') : t('manage.create')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
