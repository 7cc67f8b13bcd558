import { Callout, Card, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useSetupStatus } from '../../api/setup';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { StateCard } from '../../components/StateCard';

import { FirstAdminForm } from './FirstAdminForm';

/** The first-run page: create the first administrator and household (loopback only). */
export function SetupPage() {
  const { t } = useTranslation();
  const { data: status, error, isLoading, mutate } = useSetupStatus();
  if (isLoading) return <LoadingState />;
  if (error || !status) {
    return (
      <ErrorState
        error={error ?? new Error(t('setup.statusError'))}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!status.allowedHere) {
    return (
      <StateCard
        icon="desktop"
        title={t('setup.notHereTitle')}
        description={t('setup.notHereText')}
      />
    );
  }
  return (
    <Card className="larder-form-card" elevation={1}>
      <H2>{t('setup.title')}</H2>
      <Callout intent="primary" icon="info-sign" className="larder-form-callout">
        {t('setup.intro')}
      </Callout>
      <FirstAdminForm />
    </Card>
  );
}
