import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useAdminAbout } from '../../api/admin';
import { platform } from '../../platform';

import { DataSection } from './DataSection';

export function InstallationSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useAdminAbout();
  return (
    <DataSection
      title={t('admin.installation')}
      icon="info-sign"
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {(about) => (
        <HTMLTable compact className="larder-facts">
          <tbody>
            <tr>
              <th scope="row">{t('admin.version')}</th>
              <td data-testid="admin-version">{about.larderVersion}</td>
            </tr>
            <tr>
              <th scope="row">{t('admin.latestVersion')}</th>
              <td>{about.versionLatest}</td>
            </tr>
            <tr>
              <th scope="row">{t('admin.buildId')}</th>
              <td>{about.buildId}</td>
            </tr>
            <tr>
              <th scope="row">{t('admin.dbType')}</th>
              <td data-testid="admin-db-type">{about.dbType}</td>
            </tr>
            <tr>
              <th scope="row">{t('admin.defaultGroup')}</th>
              <td>{about.defaultGroup}</td>
            </tr>
            <tr>
              <th scope="row">{t('admin.environment')}</th>
              <td>{about.production ? t('admin.production') : t('admin.development')}</td>
            </tr>
            <tr>
              <th scope="row">{t('admin.runningIn')}</th>
              <td>{platform.isDesktop ? t('admin.desktop') : t('admin.browser')}</td>
            </tr>
          </tbody>
        </HTMLTable>
      )}
    </DataSection>
  );
}
