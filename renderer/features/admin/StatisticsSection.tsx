import { Card } from '@blueprintjs/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { AppStatistics } from '../../../server/contract/app';
import { useAdminStatistics } from '../../api/admin';

import { DataSection } from './DataSection';

const statistics: readonly { key: keyof AppStatistics; label: ParseKeys }[] = [
  { key: 'totalRecipes', label: 'admin.totalRecipes' },
  { key: 'totalUsers', label: 'admin.totalUsers' },
  { key: 'totalGroups', label: 'admin.totalGroups' },
  { key: 'uncategorizedRecipes', label: 'admin.uncategorizedRecipes' },
  { key: 'untaggedRecipes', label: 'admin.untaggedRecipes' },
];

export function StatisticsSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useAdminStatistics();
  return (
    <DataSection
      title={t('admin.statistics')}
      icon="timeline-bar-chart"
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {(stats) => (
        <dl className="larder-stats">
          {statistics.map(({ key, label }) => (
            <Card key={key} className="larder-stat" compact>
              <dt>{t(label)}</dt>
              <dd>{stats[key]}</dd>
            </Card>
          ))}
        </dl>
      )}
    </DataSection>
  );
}
