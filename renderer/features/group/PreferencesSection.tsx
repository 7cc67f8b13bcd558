import { Button, Callout, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReadGroupPreferences } from '../../../server/contract/groups';
import { updateGroupPreferences, useGroupPreferences } from '../../api/group';
import { useToasts } from '../../app/toasts/useToasts';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

import { PreferenceFields, toPreferenceInput } from './PreferenceFields';

function PreferencesForm({ stored, canEdit }: { stored: ReadGroupPreferences; canEdit: boolean }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [value, setValue] = useState(() => toPreferenceInput(stored));
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    setIsSaving(true);
    const { error } = await updateGroupPreferences(value);
    setIsSaving(false);
    if (!error) toasts.show('success', t('household.preferencesSaved'));
  };

  return (
    <>
      {canEdit ? null : (
        <Callout icon="lock" className="larder-form-callout">
          {t('household.preferencesReadOnly')}
        </Callout>
      )}
      <PreferenceFields
        value={value}
        onChange={setValue}
        disabled={!canEdit}
        idPrefix="household"
      />
      {canEdit ? (
        <Button intent="primary" icon="floppy-disk" loading={isSaving} onClick={() => void save()}>
          {t('household.savePreferences')}
        </Button>
      ) : null}
    </>
  );
}

/** The household's preferences; only members who may manage it can change them. */
export function PreferencesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useGroupPreferences();
  let body;
  if (error) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <LoadingState />;
  else body = <PreferencesForm key={data.id} stored={data} canEdit={canEdit} />;
  return (
    <Section title={t('household.preferences')} icon="settings" elevation={1}>
      <SectionCard>{body}</SectionCard>
    </Section>
  );
}
