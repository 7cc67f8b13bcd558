import { Button, H2, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { useRecipeFeed } from '../../api/recipe-list';
import { useCurrentUser } from '../../api/users';
import { LoadingState } from '../../components/LoadingState';

import { BulkBar } from './BulkBar';
import { RecipeGrid } from './RecipeGrid';
import { SearchFilters } from './SearchFilters';
import { useRecipeSelection } from './useRecipeSelection';
import { filterKinds, useBrowseQuery } from './useBrowseQuery';
import './browse.css';

/** `/`: the group's recipes as cards, with the advanced search. Visitors get a login prompt. */
export function BrowsePage() {
  const { user, isLoading } = useCurrentUser();
  const browse = useBrowseQuery();
  // The first page is asked for while the user is still loading (no waterfall); a visitor's
  // request is answered 401 quietly and never shown.
  const feed = useRecipeFeed(user || isLoading ? browse.query : null);
  if (isLoading) return <LoadingState />;
  if (!user) return <VisitorPrompt />;
  return <RecipeBrowser name={user.fullName ?? user.username ?? ''} browse={browse} feed={feed} />;
}

function VisitorPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="larder-page">
      <NonIdealState
        icon="log-in"
        title={t('browse.visitorTitle')}
        description={t('browse.visitorDescription')}
        action={
          <Button intent="primary" icon="log-in" onClick={() => void navigate('/login')}>
            {t('nav.login')}
          </Button>
        }
      />
    </div>
  );
}

interface RecipeBrowserProps {
  name: string;
  browse: ReturnType<typeof useBrowseQuery>;
  feed: ReturnType<typeof useRecipeFeed>;
}

function RecipeBrowser({ name, browse, feed }: RecipeBrowserProps) {
  const { t } = useTranslation();
  const selection = useRecipeSelection();
  const isFiltered =
    Boolean(browse.query.search) || filterKinds.some((kind) => browse.params.getAll(kind).length);
  return (
    <div className="larder-page larder-browse">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('home.welcome', { name })}</H2>
        <Button
          icon={selection.isSelecting ? 'cross' : 'multi-select'}
          active={selection.isSelecting}
          aria-pressed={selection.isSelecting}
          onClick={selection.toggleMode}
        >
          {t(selection.isSelecting ? 'bulk.stopSelecting' : 'bulk.select')}
        </Button>
      </div>
      <SearchFilters browse={browse} />
      <RecipeGrid
        recipes={feed.recipes}
        error={feed.error}
        isLoading={feed.isLoading}
        isLoadingMore={feed.isLoadingMore}
        hasMore={feed.hasMore}
        total={feed.total}
        onLoadMore={feed.loadMore}
        onRetry={feed.retry}
        selection={
          selection.isSelecting
            ? { selected: selection.selected, onToggle: selection.toggle }
            : undefined
        }
        empty={
          isFiltered ? (
            <NonIdealState
              icon="search"
              title={t('browse.noMatchTitle')}
              description={t('browse.noMatchDescription')}
            />
          ) : (
            <NonIdealState
              icon="book"
              title={t('browse.emptyTitle')}
              description={t('browse.emptyDescription')}
            />
          )
        }
      />
      {selection.isSelecting ? (
        <BulkBar
          selection={selection}
          query={browse.query}
          total={feed.total}
          onChanged={feed.retry}
        />
      ) : null}
    </div>
  );
}
