import { DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { useRecipeSearch } from '../../api/recipes';
import { moveSelection } from '../../components/useActiveOption';
import { useDebouncedValue } from '../../components/useDebouncedValue';

import { optionId, searchListId, SearchResults } from './SearchResults';

/** Spec §7/§9: search waits 500 ms after the last key. */
const searchDebounceMs = 500;

/**
 * The search dialog's contents. It is mounted only while the dialog is open, so closing clears
 * the query, the highlighted result and the results (spec §4).
 */
export function SearchPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(-1);
  const debouncedQuery = useDebouncedValue(query, searchDebounceMs);
  const { results, isLoading } = useRecipeSearch(debouncedQuery);
  const isPending = query.trim() !== debouncedQuery.trim() || isLoading;
  const shown = isPending ? [] : results;
  const activeIndex = selected < shown.length ? selected : -1;

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected(moveSelection(activeIndex, event.key === 'ArrowDown' ? 1 : -1, shown.length));
    } else if (event.key === 'Enter') {
      const recipe = shown[activeIndex] ?? shown[0];
      if (recipe) void navigate(`/recipe/${recipe.slug}`);
    }
  };

  return (
    <>
      <DialogBody className="larder-search-body">
        <InputGroup
          autoFocus
          size="large"
          leftIcon="search"
          type="search"
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          role="combobox"
          aria-expanded={shown.length > 0}
          aria-controls={searchListId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setSelected(-1);
          }}
          onKeyDown={handleKeyDown}
        />
        <div className="larder-search-results">
          <SearchResults
            query={query}
            results={shown}
            isLoading={isPending}
            activeIndex={activeIndex}
            onHover={setSelected}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Link to="/" className="larder-search-advanced">
          {t('search.advanced')}
        </Link>
      </DialogFooter>
    </>
  );
}
