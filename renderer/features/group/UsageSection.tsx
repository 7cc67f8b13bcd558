import { Card, ProgressBar, Section, SectionCard } from '@blueprintjs/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { GroupStatistics } from '../../../server/contract/groups';
import { useGroupStatistics, useGroupStorage } from '../../api/group';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

const counts: readonly { key: keyof GroupStatistics; label: ParseKeys }[] = [
  { key: 'totalRecipes', label: 'household.totalRecipes' },
  { key: 'totalUsers', label: 'household.totalUsers' },
  { key: 'totalCategories', label: 'household.totalCategories' },
  { key: 'totalTags', label: 'household.totalTags' },
  { key: 'totalTools', label: 'household.totalTools' },
];

function Storage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useGroupStorage();
  if (error) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  const share = data.totalStorageBytes > 0 ? data.usedStorageBytes / data.totalStorageBytes : 0;
  return (
    <div className="larder-storage">
      <p>
        {t('household.storageUsed', { used: data.usedStorageStr, total: data.totalStorageStr })}
      </p>
      <ProgressBar
        value={Math.min(share, 1)}
        stripes={false}
        animate={false}
        intent={share > 0.9 ? 'danger' : 'primary'}
        aria-label={t('household.storage')}
      />
    </div>
  );
}

/** What the household holds: counts and the storage its pictures and files take. */
export function UsageSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useGroupStatistics();
  let stats;
  if (error) stats = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data) stats = <LoadingState />;
  else
    stats = (
      <dl className="larder-stats">
        {counts.map(({ key, label }) => (
          <Card key={key} className="larder-stat" compact>
            <dt>{t(label)}</dt>
            <dd>{data[key]}</dd>
          </Card>
        ))}
      </dl>
    );
  return (
    <Section title={t('household.usage')} icon="timeline-bar-chart" elevation={1}>
      <SectionCard>{stats}</SectionCard>
      <SectionCard>
        <Storage />
      </SectionCard>
    </Section>
  );
}
