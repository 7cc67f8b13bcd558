import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FoodOut } from '../../../server/contract/organizers';
import { createDataItem, updateDataItem } from '../../api/group-data';
import { LabelSelect } from '../../components/LabelSelect';

import { DataDialog } from './DataDialog';
import { isNameValid, NameFields } from './NameFields';

interface FoodDialogProps {
  /** `null` creates a food. */
  food: FoodOut | null;
  onClose: () => void;
}

export function FoodDialog({ food, onClose }: FoodDialogProps) {
  const { t } = useTranslation();
  const [names, setNames] = useState({
    name: food?.name ?? '',
    pluralName: food?.pluralName ?? '',
    description: food?.description ?? '',
  });
  const [labelId, setLabelId] = useState(food?.labelId ?? null);
  const [onHand, setOnHand] = useState(food?.onHand ?? false);
  const save = async () => {
    // A PUT replaces every field: aliases and extras travel back unchanged.
    const body = {
      ...(food ? { aliases: food.aliases, extras: food.extras } : {}),
      name: names.name.trim(),
      pluralName: names.pluralName.trim() || null,
      description: names.description,
      labelId,
      onHand,
    };
    const result = food
      ? await updateDataItem('foods', food.id, body)
      : await createDataItem('foods', body);
    return !result.error;
  };
  return (
    <DataDialog
      title={food ? t('data.editTitle', { name: food.name }) : t('data.newTitle_foods')}
      canSave={isNameValid(names.name)}
      onClose={onClose}
      onSave={save}
    >
      <NameFields values={names} onChange={setNames} />
      <FormGroup label={t('data.label')} labelFor="larder-food-label">
        <LabelSelect id="larder-food-label" value={labelId} onChange={setLabelId} />
      </FormGroup>
      <Checkbox
        label={t('data.onHand')}
        checked={onHand}
        onChange={(event) => setOnHand(event.currentTarget.checked)}
      />
    </DataDialog>
  );
}
