import { H5 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { moveItem } from '../recipe/edit/list-ops';
import { useDragReorder } from '../recipe/edit/useDragReorder';

import { ItemRow } from './ItemRow';
import type { LabelSection } from './list-view';
import type { ItemPatch, ShownItem } from './outbox';

interface UncheckedItemsProps {
  items: readonly ShownItem[];
  /** Sections when viewed by label; lines then keep their order and cannot be moved. */
  sections: readonly LabelSection<ShownItem>[] | null;
  recipeNamesOf: (item: ShownItem) => string[];
  onChange: (item: ShownItem, patch: ItemPatch) => void;
  onDelete: (item: ShownItem) => void;
  onReorder: (ordered: ShownItem[]) => void;
}

/** The lines still to buy: in the user's order (drag or up/down), or in label sections. */
export function UncheckedItems(props: UncheckedItemsProps) {
  const { items, sections, recipeNamesOf, onChange, onDelete, onReorder } = props;
  const { t } = useTranslation();
  const move = (from: number, to: number) => onReorder(moveItem(items, from, to));
  const drag = useDragReorder(move);
  const row = (item: ShownItem, index: number | null) => (
    <ItemRow
      key={item.id}
      item={item}
      recipeNames={recipeNamesOf(item)}
      onChange={(patch) => onChange(item, patch)}
      onDelete={() => onDelete(item)}
      move={
        index === null
          ? undefined
          : {
              index,
              count: items.length,
              onMove: move,
              isDropTarget: drag.overIndex === index,
              rowProps: drag.rowProps(index),
              handleProps: drag.handleProps(index),
            }
      }
    />
  );

  if (!sections) {
    return (
      <ul className="larder-item-list" aria-label={t('shopping.toBuy')}>
        {items.map((item, index) => row(item, index))}
      </ul>
    );
  }
  return (
    <div className="larder-label-sections">
      {sections.map((section) => (
        <section key={section.labelId ?? 'none'} aria-label={section.name}>
          <H5 className="larder-label-heading">
            <span
              className="larder-label-swatch"
              style={{ background: section.color ?? 'transparent' }}
            />
            {section.name}
          </H5>
          <ul className="larder-item-list">{section.items.map((item) => row(item, null))}</ul>
        </section>
      ))}
    </div>
  );
}
