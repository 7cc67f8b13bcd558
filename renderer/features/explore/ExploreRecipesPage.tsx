import { H2, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { paths } from '../../../server/contract/paths';
import { useRecipeFeed } from '../../api/recipe-list';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { RecipeGrid } from '../browse/RecipeGrid';
import { RecipeViewToggle } from '../browse/RecipeViewToggle';
import { filterKinds, useBrowseQuery } from '../browse/useBrowseQuery';
import '../browse/browse.css';

import { ExploreFilterTags } from './ExploreFilterTags';
import { ExploreProblem } from './ExploreProblem';

/** Spec §9: the search asks the server 500 ms after typing stops. */
const searchDelayMs = 500;

/** `/explore/recipes/{groupSlug}`: a public group's public recipes, with a search (visitors). */
export function ExploreRecipesPage() {
  const { groupSlug = '' } = useParams();
  const { t } = useTranslation();
  const browse = useBrowseQuery();
  const feed = useRecipeFeed(browse.query, paths.exploreRecipes(groupSlug));
  const [text, setText] = useState(() => browse.params.get('search') ?? '');
  const search = useDebouncedValue(text.trim(), searchDelayMs);
  const { params, update } = browse;
  useEffect(() => {
    if ((params.get('search') ?? '') === search) return;
    update((next) => {
      if (search) next.set('search', search);
      else next.delete('search');
    });
  }, [params, search, update]);

  if (feed.error && feed.recipes.length === 0) {
    return <ExploreProblem error={feed.error} onRetry={feed.retry} />;
  }
  const isFiltered =
    Boolean(browse.query.search) || filterKinds.some((kind) => browse.params.getAll(kind).length);
  return (
    <div className="larder-page larder-browse">
      <H2 className="larder-page-title">{t('explore.title')}</H2>
      <div className="larder-search-row">
        <InputGroup
          type="search"
          className="larder-search-text"
          leftIcon="search"
          aria-label={t('explore.search')}
          placeholder={t('explore.search')}
          value={text}
          onValueChange={setText}
        />
        <RecipeViewToggle />
      </div>
      <ExploreFilterTags groupSlug={groupSlug} browse={browse} />
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
          isFiltered ? (
            <NonIdealState
              icon="search"
              title={t('browse.noMatchTitle')}
              description={t('browse.noMatchDescription')}
            />
          ) : (
            <NonIdealState
              icon="book"
              title={t('explore.noRecipesTitle')}
              description={t('explore.noRecipesText')}
            />
          )
        }
      />
    </div>
  );
}
