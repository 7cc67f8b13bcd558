import { useTranslation } from 'react-i18next';

import { LoadProblem } from '../../components/LoadProblem';

/** An explore page that could not load: a private or unknown group answers 404 (not found). */
export function ExploreProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="larder-page">
      <LoadProblem
        error={error}
        onRetry={onRetry}
        notFound={{
          icon: 'lock',
          title: t('explore.notFoundTitle'),
          description: t('explore.notFoundText'),
        }}
      />
    </div>
  );
}
