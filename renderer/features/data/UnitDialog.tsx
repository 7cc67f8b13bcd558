import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UnitOut } from '../../../server/contract/organizers';
import { createDataItem, updateDataItem } from '../../api/group-data';

import { DataDialog } from './DataDialog';
import { isNameValid, NameFields } from './NameFields';

interface UnitDialogProps {
  /** `null` creates a unit. */
  unit: UnitOut | null;
  onClose: () => void;
}

export function UnitDialog({ unit, onClose }: UnitDialogProps) {
  const { t } = useTranslation();
  const [names, setNames] = useState({
    name: unit?.name ?? '',
    pluralName: unit?.pluralName ?? '',
    description: unit?.description ?? '',
  });
  const [abbreviation, setAbbreviation] = useState(unit?.abbreviation ?? '');
  const [useAbbreviation, setUseAbbreviation] = useState(unit?.useAbbreviation ?? false);
  const [fraction, setFraction] = useState(unit?.fraction ?? true);
  const save = async () => {
    // A PUT replaces every field: aliases, extras and the plural abbreviation travel back.
    const body = {
      ...(unit
        ? {
            aliases: unit.aliases,
            extras: unit.extras,
            onHand: unit.onHand,
            pluralAbbreviation: unit.pluralAbbreviation,
          }
        : {}),
      name: names.name.trim(),
      pluralName: names.pluralName.trim() || null,
      description: names.description,
      abbreviation: abbreviation.trim(),
      useAbbreviation,
      fraction,
    };
    const result = unit
      ? await updateDataItem('units', unit.id, body)
      : await createDataItem('units', body);
    return !result.error;
  };
  return (
    <DataDialog
      title={unit ? t('data.editTitle', { name: unit.name }) : t('data.newTitle_units')}
      canSave={isNameValid(names.name)}
      onClose={onClose}
      onSave={save}
    >
      <NameFields values={names} onChange={setNames} />
      <FormGroup label={t('data.abbreviation')} labelFor="larder-unit-abbreviation">
        <InputGroup
          id="larder-unit-abbreviation"
          value={abbreviation}
          onValueChange={setAbbreviation}
        />
      </FormGroup>
      <Checkbox
        label={t('data.useAbbreviation')}
        checked={useAbbreviation}
        onChange={(event) => setUseAbbreviation(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('data.fraction')}
        checked={fraction}
        onChange={(event) => setFraction(event.currentTarget.checked)}
      />
    </DataDialog>
  );
}
