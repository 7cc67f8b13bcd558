import { Classes, H2, NonIdealState } from '@blueprintjs/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReadCookBook } from '../../../server/contract/cookbooks';
import { useRecipeFeed, type RecipeFeedQuery } from '../../api/recipe-list';
import { RecipeGrid } from '../browse/RecipeGrid';
import { RecipeViewToggle } from '../browse/RecipeViewToggle';
import '../browse/browse.css';
import './cookbooks.css';

interface CookbookRecipesProps {
  cookbook: ReadCookBook;
  /** `GET /api/recipes`, or the group's public `GET /api/explore/recipes/{groupSlug}`. */
  feedPath: string;
  /** For visitors: cards link to the group's explore pages. */
  groupSlug?: string;
  action?: ReactNode;
}

/** A cookbook's name, description and recipes as cards, 30 at a time like the home page. */
export function CookbookRecipes({ cookbook, feedPath, groupSlug, action }: CookbookRecipesProps) {
  const { t } = useTranslation();
  const query = useMemo<RecipeFeedQuery>(
    () => ({ cookbook: cookbook.slug, orderBy: 'created_at', orderDirection: 'desc' }),
    [cookbook.slug],
  );
  const feed = useRecipeFeed(query, feedPath);
  return (
    <div className="larder-page larder-browse">
      <header className="larder-cookbook-heading">
        <div>
          <H2>{cookbook.name}</H2>
          {cookbook.description ? (
            <p className={Classes.TEXT_MUTED}>{cookbook.description}</p>
          ) : null}
        </div>
        <div className="larder-cookbook-actions">
          <RecipeViewToggle />
          {action}
        </div>
      </header>
      <RecipeGrid
        recipes={feed.recipes}
        error={feed.error}
        isLoading={feed.isLoading}
        isLoadingMore={feed.isLoadingMore}
        hasMore={feed.hasMore}
        total={feed.total}
        groupSlug={groupSlug}
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
