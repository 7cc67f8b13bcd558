import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface ItemActionsProps {
  name: string;
  /** Sends a test now; the button spins while `isTesting`. Absent: no test button. */
  onTest?: () => void;
  isTesting?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A listed webhook's, notifier's or recipe action's buttons. */
export function ItemActions({ name, onTest, isTesting, onEdit, onDelete }: ItemActionsProps) {
  const { t } = useTranslation();
  return (
    <span className="larder-row-actions">
      {onTest ? (
        <Button icon="send-message" loading={isTesting} onClick={onTest}>
          {t('notifications.test')}
        </Button>
      ) : null}
      <Button icon="edit" onClick={onEdit}>
        {t('notifications.edit')}
      </Button>
      <Button
        icon="trash"
        intent="danger"
        variant="minimal"
        aria-label={t('notifications.deleteNamed', { name })}
        onClick={onDelete}
      />
    </span>
  );
}
