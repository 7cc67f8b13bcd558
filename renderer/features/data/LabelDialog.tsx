import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { textLimits } from '../../../server/contract/text-limits';
import type { LabelOut } from '../../../server/contract/organizers';
import { createDataItem, updateDataItem } from '../../api/group-data';
import { isNameTooLong } from '../../components/validation';

import { DataDialog } from './DataDialog';
import { isNameValid } from './NameFields';
import { isHexColor } from './label-colors';
import { LabelTag } from './LabelTag';

interface LabelDialogProps {
  /** `null` creates a label. */
  label: LabelOut | null;
  onClose: () => void;
}

export function LabelDialog({ label, onClose }: LabelDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState(label?.color.slice(0, 7) ?? '#E0E0E0');
  const isColorValid = isHexColor(color);
  const isTooLong = isNameTooLong(name);
  const save = async () => {
    const body = { name: name.trim(), color };
    const result = label
      ? await updateDataItem('labels', label.id, body)
      : await createDataItem('labels', body);
    return !result.error;
  };
  return (
    <DataDialog
      title={label ? t('data.editTitle', { name: label.name }) : t('data.newTitle_labels')}
      canSave={isNameValid(name) && isColorValid}
      onClose={onClose}
      onSave={save}
    >
      <FormGroup
        label={t('data.name')}
        labelFor="larder-label-name"
        labelInfo={t('data.required')}
        helperText={isTooLong ? t('validation.tooLong', { max: textLimits.name }) : undefined}
        intent={isTooLong ? 'danger' : 'none'}
      >
        <InputGroup
          id="larder-label-name"
          autoFocus
          value={name}
          intent={isTooLong ? 'danger' : 'none'}
          onValueChange={setName}
        />
      </FormGroup>
      <FormGroup
        label={t('data.color')}
        labelFor="larder-label-color"
        helperText={isColorValid ? undefined : t('data.colorInvalid')}
        intent={isColorValid ? 'none' : 'danger'}
      >
        <div className="larder-color-field">
          <input
            type="color"
            aria-label={t('data.colorPicker')}
            value={isColorValid ? color : '#e0e0e0'}
            onChange={(event) => setColor(event.target.value)}
          />
          <InputGroup
            id="larder-label-color"
            value={color}
            intent={isColorValid ? 'none' : 'danger'}
            onValueChange={setColor}
          />
        </div>
      </FormGroup>
      <FormGroup label={t('data.preview')}>
        <LabelTag label={{ name: name.trim() || t('data.name'), color }} />
      </FormGroup>
    </DataDialog>
  );
}
