import { Button, ButtonGroup, Classes, Icon, Tag } from '@blueprintjs/core';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { ReadCookBook } from '../../../server/contract/cookbooks';

interface CookbookRowProps {
  cookbook: ReadCookBook;
  index: number;
  count: number;
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
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One cookbook: drag handle, its name (opens it) and what it gathers, move, edit and delete. */
export function CookbookRow(props: CookbookRowProps) {
  const { cookbook, index, count, onMove } = props;
  const { t } = useTranslation();
  const organizers = [...cookbook.categories, ...cookbook.tags, ...cookbook.tools];
  return (
    <li
      className={props.isDropTarget ? 'larder-cookbook-row is-drop-target' : 'larder-cookbook-row'}
      data-testid="cookbook-row"
      data-id={cookbook.id}
      {...props.rowProps}
    >
      <span
        className="larder-cookbook-handle"
        title={t('cookbooks.dragToMove')}
        data-testid="cookbook-handle"
        {...props.handleProps}
      >
        <Icon icon="drag-handle-vertical" />
      </span>
      <div className="larder-cookbook-text">
        <span className="larder-cookbook-name">
          <Link to={`/cookbooks/${cookbook.slug}`}>{cookbook.name}</Link>
          {cookbook.public ? (
            <Tag minimal intent="success" icon="globe">
              {t('cookbooks.publicTag')}
            </Tag>
          ) : null}
        </span>
        {cookbook.description ? (
          <span className={`${Classes.TEXT_MUTED} larder-cookbook-description`}>
            {cookbook.description}
          </span>
        ) : null}
        <span className="larder-tags">
          {organizers.length === 0 ? (
            <span className={Classes.TEXT_MUTED}>{t('cookbooks.gathersAll')}</span>
          ) : (
            organizers.map((organizer) => (
              <Tag key={organizer.id} minimal round>
                {organizer.name}
              </Tag>
            ))
          )}
        </span>
      </div>
      <ButtonGroup variant="minimal" className="larder-cookbook-actions">
        <Button
          icon="arrow-up"
          disabled={index === 0}
          aria-label={t('cookbooks.moveUp', { name: cookbook.name })}
          onClick={() => onMove(index, index - 1)}
        />
        <Button
          icon="arrow-down"
          disabled={index >= count - 1}
          aria-label={t('cookbooks.moveDown', { name: cookbook.name })}
          onClick={() => onMove(index, index + 1)}
        />
        <Button
          icon="edit"
          aria-label={t('cookbooks.editNamed', { name: cookbook.name })}
          onClick={props.onEdit}
        />
        <Button
          icon="trash"
          intent="danger"
          aria-label={t('cookbooks.deleteNamed', { name: cookbook.name })}
          onClick={props.onDelete}
        />
      </ButtonGroup>
    </li>
  );
}
