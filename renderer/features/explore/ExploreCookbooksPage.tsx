import { Card, Classes, H2, H4, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { useExploreCookbooks } from '../../api/explore';
import { LoadingState } from '../../components/LoadingState';

import { ExploreProblem } from './ExploreProblem';
import './explore.css';

/** `/explore/cookbooks/{groupSlug}`: a public group's public cookbooks in menu order. */
export function ExploreCookbooksPage() {
  const { groupSlug = '' } = useParams();
  const { t } = useTranslation();
  const { cookbooks, error, isLoading, retry } = useExploreCookbooks(groupSlug);
  if (isLoading) return <LoadingState />;
  if (error) return <ExploreProblem error={error} onRetry={retry} />;
  return (
    <div className="larder-page">
      <H2 className="larder-page-title">{t('explore.cookbooks')}</H2>
      {cookbooks.length === 0 ? (
        <NonIdealState
          icon="book"
          title={t('explore.noCookbooksTitle')}
          description={t('explore.noCookbooksText')}
        />
      ) : (
        <ul className="larder-explore-cookbooks" aria-label={t('explore.cookbooks')}>
          {cookbooks.map((cookbook) => (
            <li key={cookbook.id}>
              <Card className="larder-explore-cookbook" data-testid="explore-cookbook">
                <H4>
                  <Link to={`/explore/cookbooks/${groupSlug}/${cookbook.slug}`}>
                    {cookbook.name}
                  </Link>
                </H4>
                {cookbook.description ? (
                  <p className={Classes.TEXT_MUTED}>{cookbook.description}</p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
