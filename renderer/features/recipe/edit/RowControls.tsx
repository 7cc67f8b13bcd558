import { Button, ButtonGroup, Icon } from '@blueprintjs/core';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface RowControlsProps {
  index: number;
  count: number;
  label: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  handleProps: {
    draggable: boolean;
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
}

/** A row's drag handle plus keyboard-reachable move up/down and remove buttons. */
export function RowControls({
  index,
  count,
  label,
  onMove,
  onRemove,
  handleProps,
}: RowControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="larder-row-controls">
      <span className="larder-drag-handle" title={t('recipe.dragToMove')} {...handleProps}>
        <Icon icon="drag-handle-vertical" />
      </span>
      <ButtonGroup variant="minimal">
        <Button
          size="small"
          icon="arrow-up"
          disabled={index === 0}
          aria-label={t('recipe.moveUp', { item: label })}
          onClick={() => onMove(index, index - 1)}
        />
        <Button
          size="small"
          icon="arrow-down"
          disabled={index >= count - 1}
          aria-label={t('recipe.moveDown', { item: label })}
          onClick={() => onMove(index, index + 1)}
        />
        <Button
          size="small"
          icon="trash"
          intent="danger"
          aria-label={t('recipe.remove', { item: label })}
          onClick={onRemove}
        />
      </ButtonGroup>
    </div>
  );
}
