import { Button, Checkbox, Icon, Tag } from '@blueprintjs/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemForm } from './ItemForm';
import type { ItemPatch, ShownItem } from './outbox';

interface MoveControls {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  isDropTarget: boolean;
  rowProps: {
    onDragOver: (event: DragEvent) => void;
    onDragLeave: () => void;
    onDrop: (event: DragEvent) => void;
  };
  handleProps: {
    draggable: boolean;
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
}

interface ItemRowProps {
  item: ShownItem;
  /** Names of the recipes this line came from (lists filled from recipes or the planner). */
  recipeNames: readonly string[];
  onChange: (patch: ItemPatch) => void;
  onDelete: () => void;
  /** Reordering controls; absent where the order is not the user's (labels, checked lines). */
  move?: MoveControls;
}

/** One line: a large check box, its text (edited in place), its recipes, move and delete. */
export function ItemRow({ item, recipeNames, onChange, onDelete, move }: ItemRowProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const text = item.display || item.note;

  if (isEditing) {
    return (
      <li className="larder-item-row larder-item-row-editing">
        <ItemForm
          initial={item}
          showsAmount={item.food !== null || item.unit !== null || item.labelId !== null}
          submitLabel={t('shopping.save')}
          onCancel={() => setIsEditing(false)}
          onSubmit={(patch) => {
            onChange(patch);
            setIsEditing(false);
          }}
        />
      </li>
    );
  }

  const className = [
    'larder-item-row',
    item.checked ? 'larder-item-checked' : '',
    move?.isDropTarget ? 'larder-item-drop' : '',
  ].join(' ');
  return (
    <li className={className} data-testid="shopping-item" {...move?.rowProps}>
      {move && (
        <span className="larder-drag-handle" title={t('shopping.dragToMove')} {...move.handleProps}>
          <Icon icon="drag-handle-vertical" />
        </span>
      )}
      <Checkbox
        className="larder-item-check"
        size="large"
        checked={item.checked}
        aria-label={text}
        onChange={(event) => onChange({ checked: event.currentTarget.checked })}
      />
      <button
        type="button"
        className="larder-item-text"
        aria-label={t('shopping.editItem', { item: text })}
        onClick={() => setIsEditing(true)}
      >
        <span>{text}</span>
        {recipeNames.length > 0 && (
          <span className="larder-item-recipes">{recipeNames.join(', ')}</span>
        )}
      </button>
      {item.label && !item.checked && (
        <Tag
          className="larder-item-label"
          minimal
          round
          style={{ borderLeft: `4px solid ${item.label.color}` }}
        >
          {item.label.name}
        </Tag>
      )}
      {item.isPending && (
        <Icon className="larder-pending-mark" icon="time" title={t('shopping.pending')} />
      )}
      <span className="larder-item-actions">
        {move && (
          <>
            <Button
              variant="minimal"
              icon="arrow-up"
              disabled={move.index === 0}
              aria-label={t('shopping.moveUp', { item: text })}
              onClick={() => move.onMove(move.index, move.index - 1)}
            />
            <Button
              variant="minimal"
              icon="arrow-down"
              disabled={move.index >= move.count - 1}
              aria-label={t('shopping.moveDown', { item: text })}
              onClick={() => move.onMove(move.index, move.index + 1)}
            />
          </>
        )}
        <Button
          variant="minimal"
          intent="danger"
          icon="trash"
          aria-label={t('shopping.deleteItem', { item: text })}
          onClick={onDelete}
        />
      </span>
    </li>
  );
}
