import { Button, Classes, H2, NonIdealState } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';

import type { ReadCookBook } from '../../../server/contract/cookbooks';
import { useCookbook } from '../../api/cookbooks';
import { useRecipeFeed, type RecipeFeedQuery } from '../../api/recipe-list';
import { LoadingState } from '../../components/LoadingState';
import { LoadProblem } from '../../components/LoadProblem';
import { RecipeGrid } from '../browse/RecipeGrid';
import '../browse/browse.css';
import './cookbooks.css';

/** `/cookbooks/{slug}`: a cookbook's recipes as cards, 30 at a time like the home page. */
export function CookbookPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cookbook = useCookbook(slug);
  const query = useMemo<RecipeFeedQuery>(
    () => ({ cookbook: slug, orderBy: 'created_at', orderDirection: 'desc' }),
    [slug],
  );
  const feed = useRecipeFeed(cookbook.data ? query : null);
  if (cookbook.isLoading) return <LoadingState />;
  if (cookbook.error || !cookbook.data) {
    return (
      <div className="larder-page">
        <LoadProblem
          error={cookbook.error ?? new Error(t('error.generic'))}
          onRetry={() => void cookbook.mutate()}
          notFound={{
            icon: 'book',
            title: t('cookbooks.notFoundTitle'),
            description: t('cookbooks.notFoundText'),
            action: (
              <Button icon="book" onClick={() => void navigate('/group/cookbooks')}>
                {t('cookbooks.manage')}
              </Button>
            ),
          }}
        />
      </div>
    );
  }
  return (
    <div className="larder-page larder-browse">
      <CookbookHeading cookbook={cookbook.data} />
      <RecipeGrid
        recipes={feed.recipes}
        error={feed.error}
        isLoading={feed.isLoading}
        isLoadingMore={feed.isLoadingMore}
        hasMore={feed.hasMore}
        total={feed.total}
        onLoadMore={feed.loadMore}
        onRetry={feed.retry}
        empty={
          <NonIdealState
            icon="book"
            title={t('cookbooks.noRecipesTitle')}
            description={t('cookbooks.noRecipesText')}
          />
        }
      />
    </div>
  );
}

function CookbookHeading({ cookbook }: { cookbook: ReadCookBook }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="larder-cookbook-heading">
      <div>
        <H2>{cookbook.name}</H2>
        {cookbook.description ? <p className={Classes.TEXT_MUTED}>{cookbook.description}</p> : null}
      </div>
      <Button
        variant="minimal"
        icon="edit"
        onClick={() => void navigate(`/group/cookbooks?edit=${cookbook.id}`)}
      >
        {t('cookbooks.edit')}
      </Button>
    </header>
  );
}
