import { Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { RecipeSummary } from '../../../server/contract/recipes';

import { RecipeThumb } from './RecipeThumb';

interface SearchResultsProps {
  query: string;
  results: RecipeSummary[];
  isLoading: boolean;
  activeIndex: number;
  onHover: (index: number) => void;
}

export const searchListId = 'larder-search-results';

export function optionId(index: number): string {
  return `${searchListId}-${index}`;
}

export function SearchResults({
  query,
  results,
  isLoading,
  activeIndex,
  onHover,
}: SearchResultsProps) {
  const { t } = useTranslation();
  if (!query.trim()) {
    return (
      <NonIdealState
        icon="search"
        title={t('search.startTitle')}
        description={t('search.startDescription')}
      />
    );
  }
  if (isLoading) {
    return <NonIdealState icon={<Spinner size={32} />} description={t('search.loading')} />;
  }
  if (results.length === 0) {
    return (
      <NonIdealState
        icon="zoom-out"
        title={t('search.emptyTitle')}
        description={t('search.emptyDescription', { query: query.trim() })}
      />
    );
  }
  return (
    <ul
      className="larder-search-list"
      id={searchListId}
      role="listbox"
      aria-label={t('search.results')}
    >
      {results.map((recipe, index) => {
        const isActive = index === activeIndex;
        return (
          <li
            key={recipe.id}
            id={optionId(index)}
            role="option"
            aria-selected={isActive}
            className={isActive ? 'is-active' : undefined}
            onMouseEnter={() => onHover(index)}
            ref={isActive ? (element) => element?.scrollIntoView({ block: 'nearest' }) : undefined}
          >
            <Link to={`/recipe/${recipe.slug}`} tabIndex={-1}>
              <RecipeThumb key={recipe.id} id={recipe.id} image={recipe.image} />
              <span className="larder-search-text">
                <strong className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{recipe.name}</strong>
                {recipe.description ? (
                  <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>
                    {recipe.description}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
