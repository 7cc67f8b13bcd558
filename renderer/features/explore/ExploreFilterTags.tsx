import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useExploreNames } from '../../api/explore';
import { filterKinds, type FilterKind, type useBrowseQuery } from '../browse/useBrowseQuery';

interface ExploreFilterTagsProps {
  groupSlug: string;
  browse: ReturnType<typeof useBrowseQuery>;
}

/** The filters an explore list link set (`?tags=…`), by name, each removable. */
export function ExploreFilterTags({ groupSlug, browse }: ExploreFilterTagsProps) {
  const active = filterKinds.filter((kind) => browse.params.getAll(kind).length > 0);
  if (active.length === 0) return null;
  return (
    <div className="larder-tags larder-explore-filters">
      {active.map((kind) => (
        <KindTags key={kind} kind={kind} groupSlug={groupSlug} browse={browse} />
      ))}
    </div>
  );
}

function KindTags({ kind, groupSlug, browse }: ExploreFilterTagsProps & { kind: FilterKind }) {
  const { t } = useTranslation();
  const { items } = useExploreNames(groupSlug, kind);
  const values = browse.params.getAll(kind);
  // Foods filter by id, the others by slug.
  const nameOf = (value: string) =>
    items.find((item) => ('slug' in item ? item.slug : item.id) === value)?.name ?? value;
  return values.map((value) => (
    <Tag
      key={value}
      minimal
      size="large"
      icon="filter"
      onRemove={() =>
        browse.update((next) => {
          next.delete(kind);
          for (const other of values) if (other !== value) next.append(kind, other);
        })
      }
    >
      {t(`explore.${kind}`)}: {nameOf(value)}
    </Tag>
  ));
}
