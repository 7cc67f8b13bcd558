import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useAppInfo } from '../../api/app';

/** Spec §2: a sticky banner while the server runs in demo mode. */
export function DemoBanner() {
  const { t } = useTranslation();
  const { data } = useAppInfo();
  if (!data?.demoStatus) return null;
  return (
    <Callout className="larder-demo-banner" intent="warning" icon="info-sign" compact>
      {t('app.demoBanner', { version: data.larderVersion })}
    </Callout>
  );
}
