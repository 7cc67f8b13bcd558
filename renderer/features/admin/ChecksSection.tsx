import { Icon } from '@blueprintjs/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { CheckAppConfig } from '../../../server/contract/app';
import { useAdminCheck } from '../../api/admin';

import { DataSection } from './DataSection';

const checks: readonly { key: keyof CheckAppConfig; label: ParseKeys }[] = [
  { key: 'isUpToDate', label: 'admin.isUpToDate' },
  { key: 'baseUrlSet', label: 'admin.baseUrlSet' },
  { key: 'emailReady', label: 'admin.emailReady' },
  { key: 'ldapReady', label: 'admin.ldapReady' },
  { key: 'oidcReady', label: 'admin.oidcReady' },
  { key: 'enableOpenai', label: 'admin.enableOpenai' },
];

export function ChecksSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useAdminCheck();
  return (
    <DataSection
      title={t('admin.checks')}
      icon="endorsed"
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {(config) => (
        <ul className="larder-checks">
          {checks.map(({ key, label }) => (
            <li key={key}>
              <Icon
                icon={config[key] ? 'tick-circle' : 'disable'}
                intent={config[key] ? 'success' : 'none'}
              />
              <span>{t(label)}</span>
              <span className="larder-check-value">
                {config[key] ? t('admin.checkYes') : t('admin.checkNo')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DataSection>
  );
}
