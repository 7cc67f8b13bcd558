import { Button, Collapse, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFoods } from '../../api/foods-units';
import { useOrganizers } from '../../api/organizers';
import { useDebouncedValue } from '../../components/useDebouncedValue';

import { FilterSelect, type FilterOption } from './FilterSelect';
import { orderOptions, isOrderOption } from './order-options';
import { RecipeViewToggle } from './RecipeViewToggle';
import { filterKinds, requireAllKey, type FilterKind, type useBrowseQuery } from './useBrowseQuery';

type Browse = ReturnType<typeof useBrowseQuery>;

function useFilterOptions(isOpen: boolean): Record<FilterKind, FilterOption[]> {
  const bySlug = (item: { slug: string; name: string }) => ({ value: item.slug, label: item.name });
  const categories = useOrganizers('categories').organizers.map(bySlug);
  const tags = useOrganizers('tags').organizers.map(bySlug);
  const tools = useOrganizers('tools').organizers.map(bySlug);
  const foods = useFoods(isOpen).map((food) => ({ value: food.id, label: food.name }));
  return { categories, tags, tools, foods };
}

/** The advanced search: text, organizer and food filters, ordering, and the cards/list view. */
export function SearchFilters({ browse }: { browse: Browse }) {
  const { t } = useTranslation();
  const { params, update, orderBy, orderDirection, preferences } = browse;
  const hasFilters = filterKinds.some((kind) => params.getAll(kind).length > 0);
  const [isOpen, setIsOpen] = useState(hasFilters);
  const [text, setText] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(text, 300);
  const options = useFilterOptions(isOpen);

  // Only the debounced text drives the URL; the latest params and setter are read through a ref
  // so a URL change does not write the search back (which would loop).
  const latest = useRef({ params, update });
  useEffect(() => {
    latest.current = { params, update };
  });
  useEffect(() => {
    const term = debounced.trim();
    if ((latest.current.params.get('search') ?? '') === term) return;
    latest.current.update((next) => {
      if (term) next.set('search', term);
      else next.delete('search');
    });
  }, [debounced]);

  const setValues = (kind: FilterKind, values: string[]) =>
    update((next) => {
      next.delete(kind);
      for (const value of values) next.append(kind, value);
    });
  const setRequireAll = (kind: FilterKind, isOn: boolean) =>
    update((next) => {
      if (isOn) next.set(requireAllKey(kind), 'true');
      else next.delete(requireAllKey(kind));
    });

  return (
    <section className="larder-search-filters" aria-label={t('browse.advanced')}>
      <div className="larder-search-row">
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('browse.search')}
          placeholder={t('browse.search')}
          value={text}
          onValueChange={setText}
          className="larder-search-text"
        />
        <HTMLSelect
          aria-label={t('browse.orderBy')}
          value={orderBy}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isOrderOption(value)) browse.setOrder(value, orderDirection);
          }}
          options={orderOptions.map((value) => ({ value, label: t(`browse.order_${value}`) }))}
        />
        <Button
          icon={orderDirection === 'asc' ? 'sort-asc' : 'sort-desc'}
          aria-label={t('browse.toggleDirection')}
          title={t(orderDirection === 'asc' ? 'browse.ascending' : 'browse.descending')}
          onClick={() => browse.setOrder(orderBy, orderDirection === 'asc' ? 'desc' : 'asc')}
        />
        <Button
          icon="settings"
          aria-expanded={isOpen}
          active={isOpen}
          onClick={() => setIsOpen(!isOpen)}
        >
          {t('browse.advanced')}
        </Button>
        <RecipeViewToggle />
      </div>
      <Collapse isOpen={isOpen} keepChildrenMounted={false}>
        <div className="larder-filter-grid">
          {filterKinds.map((kind) => (
            <div key={kind} className="larder-filter-cell">
              <FilterSelect
                label={t(`browse.${kind}`)}
                options={options[kind]}
                selected={params.getAll(kind)}
                onChange={(values) => setValues(kind, values)}
              />
              <Switch
                label={t('browse.requireAll')}
                aria-label={`${t(`browse.${kind}`)}: ${t('browse.requireAll')}`}
                checked={params.get(requireAllKey(kind)) === 'true'}
                onChange={(event) => setRequireAll(kind, event.currentTarget.checked)}
              />
            </div>
          ))}
        </div>
        <div className="larder-search-row">
          <Switch
            label={t('browse.filterNull')}
            checked={preferences.filterNull}
            onChange={(event) =>
              browse.savePreferences({ filterNull: event.currentTarget.checked })
            }
          />
          <Button
            icon="reset"
            variant="minimal"
            onClick={() => {
              setText('');
              update((next) => {
                for (const key of [...next.keys()]) next.delete(key);
              });
            }}
          >
            {t('browse.reset')}
          </Button>
        </div>
      </Collapse>
    </section>
  );
}
