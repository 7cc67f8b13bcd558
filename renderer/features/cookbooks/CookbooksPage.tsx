import { Alert, Button, Classes, H2, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import type { ReadCookBook } from '../../../server/contract/cookbooks';
import { deleteCookbook, saveCookbookOrder, useCookbooks } from '../../api/cookbooks';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { moveItem } from '../recipe/edit/list-ops';
import { useDragReorder } from '../recipe/edit/useDragReorder';

import { orderUpdate } from './cookbook-order';
import { CookbookDialog } from './CookbookDialog';
import { CookbookRow } from './CookbookRow';
import { useNewCookbook } from './useNewCookbook';
import './cookbooks.css';

/**
 * `/group/cookbooks`: the group's cookbooks in menu order. Create (default name), edit, delete,
 * and reorder by dragging or with the arrows; `?edit={id}` opens that cookbook's editor.
 */
export function CookbooksPage() {
  const { t } = useTranslation();
  const { cookbooks, error, isLoading, retry } = useCookbooks();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<ReadCookBook | null>(null);
  const { create, isCreating } = useNewCookbook();
  const editing = cookbooks.find((cookbook) => cookbook.id === params.get('edit')) ?? null;
  const setEditing = (id: string | null) =>
    setParams(id ? { edit: id } : {}, { replace: id === null });

  const move = (from: number, to: number) => {
    if (from === to) return;
    void saveCookbookOrder(orderUpdate(moveItem(cookbooks, from, to)));
  };
  const drag = useDragReorder(move);

  let body;
  if (isLoading) body = <LoadingState />;
  else if (error) body = <ErrorState error={error} onRetry={retry} />;
  else if (cookbooks.length === 0)
    body = (
      <NonIdealState
        icon="book"
        title={t('cookbooks.emptyTitle')}
        description={t('cookbooks.emptyDescription')}
      />
    );
  else
    body = (
      <>
        <p className={Classes.TEXT_MUTED}>{t('cookbooks.reorderHint')}</p>
        <ol className="larder-cookbook-list" aria-label={t('cookbooks.title')}>
          {cookbooks.map((cookbook, index) => (
            <CookbookRow
              key={cookbook.id}
              cookbook={cookbook}
              index={index}
              count={cookbooks.length}
              isDropTarget={drag.overIndex === index}
              rowProps={drag.rowProps(index)}
              handleProps={drag.handleProps(index)}
              onMove={move}
              onEdit={() => setEditing(cookbook.id)}
              onDelete={() => setDeleting(cookbook)}
            />
          ))}
        </ol>
      </>
    );

  return (
    <div className="larder-page larder-cookbooks">
      <div className="larder-cookbooks-header">
        <H2 className="larder-page-title">{t('cookbooks.title')}</H2>
        <Button
          intent="primary"
          icon="plus"
          loading={isCreating}
          disabled={isLoading || Boolean(error)}
          onClick={() =>
            void create().then((id) => {
              if (id) setEditing(id);
            })
          }
        >
          {t('cookbooks.new')}
        </Button>
      </div>
      {body}
      {editing ? (
        <CookbookDialog key={editing.id} cookbook={editing} onClose={() => setEditing(null)} />
      ) : null}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('cookbooks.delete')}
        cancelButtonText={t('cookbooks.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteCookbook(deleting.id);
          setDeleting(null);
        }}
      >
        <p>{t('cookbooks.deleteConfirm', { name: deleting?.name ?? '' })}</p>
      </Alert>
    </div>
  );
}
