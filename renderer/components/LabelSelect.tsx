import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useLabels } from '../api/group-data';

interface LabelSelectProps {
  id?: string;
  className?: string;
  value: string | null;
  onChange: (labelId: string | null) => void;
}

/** Picks one of the group's labels, or none (foods and shopping list items). */
export function LabelSelect({ id, className, value, onChange }: LabelSelectProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const color = labels.find((label) => label.id === value)?.color;
  return (
    <HTMLSelect
      id={id}
      className={className}
      fill
      aria-label={id ? undefined : t('data.label')}
      value={value ?? ''}
      style={color ? { borderLeft: `6px solid ${color}` } : undefined}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    >
      <option value="">{t('data.noLabel')}</option>
      {labels.map((label) => (
        <option key={label.id} value={label.id}>
          {label.name}
        </option>
      ))}
    </HTMLSelect>
  );
}
