import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { textLimits } from '../../../server/contract/text-limits';
import { isNameTooLong } from '../../components/validation';

export interface NameValues {
  name: string;
  pluralName: string;
  description: string;
}

interface NameFieldsProps {
  values: NameValues;
  onChange: (values: NameValues) => void;
}

/** Name, plural and description: the fields foods and units share. */
export function NameFields({ values, onChange }: NameFieldsProps) {
  const { t } = useTranslation();
  const isTooLong = isNameTooLong(values.name);
  return (
    <>
      <FormGroup
        label={t('data.name')}
        labelFor="larder-data-name"
        labelInfo={t('data.required')}
        helperText={isTooLong ? t('validation.tooLong', { max: textLimits.name }) : undefined}
        intent={isTooLong ? 'danger' : 'none'}
      >
        <InputGroup
          id="larder-data-name"
          autoFocus
          value={values.name}
          intent={isTooLong ? 'danger' : 'none'}
          onValueChange={(name) => onChange({ ...values, name })}
        />
      </FormGroup>
      <FormGroup label={t('data.pluralName')} labelFor="larder-data-plural">
        <InputGroup
          id="larder-data-plural"
          value={values.pluralName}
          onValueChange={(pluralName) => onChange({ ...values, pluralName })}
        />
      </FormGroup>
      <FormGroup label={t('data.description')} labelFor="larder-data-description">
        <TextArea
          id="larder-data-description"
          fill
          autoResize
          value={values.description}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
        />
      </FormGroup>
    </>
  );
}

export function isNameValid(name: string): boolean {
  return name.trim() !== '' && !isNameTooLong(name);
}
