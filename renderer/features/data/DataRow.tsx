import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DataRowProps {
  name: string;
  lead?: ReactNode;
  details: ReactNode;
  /** Without the organize permission the row only reads. */
  canEdit: boolean;
  onEdit: () => void;
  /** Foods and units only. */
  onMerge?: () => void;
  onDelete: () => void;
}

/** One food, unit or label: its name and details, then edit, merge and delete. */
export function DataRow({ name, lead, details, canEdit, onEdit, onMerge, onDelete }: DataRowProps) {
  const { t } = useTranslation();
  return (
    <li className="larder-data-row" data-testid="data-row">
      <div className="larder-data-text">
        <span className="larder-data-name">
          {lead}
          <strong>{name}</strong>
        </span>
        {details ? <span className="larder-data-details">{details}</span> : null}
      </div>
      {canEdit ? (
        <span
          className="larder-data-row-actions"
          role="group"
          aria-label={t('data.actions', { name })}
        >
          <Button
            variant="minimal"
            icon="edit"
            aria-label={t('data.editNamed', { name })}
            title={t('data.edit')}
            onClick={onEdit}
          />
          {onMerge ? (
            <Button
              variant="minimal"
              icon="git-merge"
              aria-label={t('data.mergeNamed', { name })}
              title={t('data.merge')}
              onClick={onMerge}
            />
          ) : null}
          <Button
            variant="minimal"
            intent="danger"
            icon="trash"
            aria-label={t('data.deleteNamed', { name })}
            title={t('data.delete')}
            onClick={onDelete}
          />
        </span>
      ) : null}
    </li>
  );
}
