import { H2, Icon, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import type { OrganizerKind } from '../../../server/contract/organizers';
import { useExploreNames } from '../../api/explore';
import { LoadingState } from '../../components/LoadingState';

import { ExploreProblem } from './ExploreProblem';
import { exploreIcons } from './explore-sections';
import './explore.css';

type Kind = OrganizerKind | 'foods';

/**
 * `/explore/{categories|tags|tools|foods}/{groupSlug}`: what a public group's recipes are
 * organised by; each opens the group's public recipes filtered by it.
 */
export function ExploreNamesPage({ kind }: { kind: Kind }) {
  const { groupSlug = '' } = useParams();
  const { t } = useTranslation();
  const { items, error, isLoading, retry } = useExploreNames(groupSlug, kind);
  if (isLoading) return <LoadingState />;
  if (error) return <ExploreProblem error={error} onRetry={retry} />;
  return (
    <div className="larder-page">
      <H2 className="larder-page-title">{t(`explore.${kind}`)}</H2>
      {items.length === 0 ? (
        <NonIdealState icon={exploreIcons[kind]} title={t(`explore.empty_${kind}`)} />
      ) : (
        <ul className="larder-explore-names" aria-label={t(`explore.${kind}`)}>
          {items.map((item) => {
            // Foods filter by id, the others by slug.
            const value = 'slug' in item ? item.slug : item.id;
            const search = new URLSearchParams({ [kind]: value }).toString();
            return (
              <li key={item.id}>
                <Link
                  to={`/explore/recipes/${groupSlug}?${search}`}
                  className="larder-explore-name"
                  data-testid="explore-name"
                >
                  <Icon icon={exploreIcons[kind]} />
                  <span>{item.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
