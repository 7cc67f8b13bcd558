import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="larder-state" role="status" aria-live="polite">
      <NonIdealState icon={<Spinner size={40} />} description={label ?? t('app.loading')} />
    </div>
  );
}
