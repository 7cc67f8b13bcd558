import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { RecipeSummary } from '../../../server/contract/recipes';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

import { RecipeCard } from './RecipeCard';
import { useInfiniteSentinel } from './useInfiniteSentinel';
import { useRecipeView } from './useRecipeView';

interface RecipeGridProps {
  recipes: RecipeSummary[];
  error: Error | undefined;
  isLoading: boolean;
  isLoadingMore?: boolean;
  hasMore?: boolean;
  total?: number;
  /** For visitors in a group's public area: cards link to its explore pages. */
  groupSlug?: string;
  onLoadMore?: () => void;
  onRetry: () => void;
  /** Shown when there are no recipes at all. */
  empty: ReactNode;
  /** The home page's select mode: which cards are checked, and what a check box does. */
  selection?: {
    selected: ReadonlyMap<string, RecipeSummary>;
    onToggle: (recipe: RecipeSummary) => void;
  };
}

/**
 * Recipe cards (or rows, in the device's list view) with loading, error and empty states, loading
 * more as the end comes near.
 */
export function RecipeGrid(props: RecipeGridProps) {
  const { recipes, error, isLoading, isLoadingMore = false, hasMore = false } = props;
  const { t } = useTranslation();
  const { view } = useRecipeView();
  const sentinel = useInfiniteSentinel<HTMLDivElement>(
    () => props.onLoadMore?.(),
    hasMore && !isLoadingMore && !error,
  );
  if (isLoading) return <LoadingState />;
  if (error && recipes.length === 0) return <ErrorState error={error} onRetry={props.onRetry} />;
  if (recipes.length === 0) return <>{props.empty}</>;
  return (
    <>
      <ul
        className={view === 'list' ? 'larder-card-grid is-list' : 'larder-card-grid'}
        aria-label={t('browse.results')}
      >
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <RecipeCard
              recipe={recipe}
              isRow={view === 'list'}
              groupSlug={props.groupSlug}
              onToggle={props.selection?.onToggle}
              isSelected={props.selection?.selected.has(recipe.slug)}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="larder-grid-end" aria-live="polite">
        {isLoadingMore ? (
          <NonIdealState icon={<Spinner size={24} />} description={t('browse.loadingMore')} />
        ) : error ? (
          <Button icon="refresh" onClick={props.onLoadMore}>
            {t('error.retry')}
          </Button>
        ) : !hasMore && props.total !== undefined ? (
          <span className="larder-muted">{t('browse.end', { count: props.total })}</span>
        ) : null}
      </div>
    </>
  );
}
