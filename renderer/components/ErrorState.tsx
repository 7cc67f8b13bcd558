import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  error: Error;
  onRetry?: () => void;
}

/** A data screen's error state: what failed, and a retry when the caller can retry. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className="larder-state" role="alert">
      <NonIdealState
        icon="error"
        title={t('error.generic')}
        description={t('error.loadFailed', { message: error.message })}
        action={
          onRetry ? (
            <Button icon="refresh" onClick={onRetry}>
              {t('error.retry')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
