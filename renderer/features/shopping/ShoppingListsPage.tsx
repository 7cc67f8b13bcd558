import { Alert, Button, H2, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import {
  createShoppingList,
  deleteShoppingList,
  renameShoppingList,
  useShoppingLists,
  type ShoppingListSummary,
} from '../../api/shopping-lists';
import { useToasts } from '../../app/toasts/useToasts';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { OrganizerNameDialog } from '../organizers/OrganizerNameDialog';
import './shopping.css';

type Editing = { mode: 'create' } | { mode: 'rename'; list: ShoppingListSummary } | null;

/** `/shopping-lists`: the group's lists; create, rename and delete (asks first). */
export function ShoppingListsPage() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { lists, error, isLoading, retry } = useShoppingLists(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShoppingListSummary | null>(null);
  const nameOf = (list: ShoppingListSummary) => list.name || t('shopping.untitled');

  let body;
  if (isLoading) body = <LoadingState />;
  else if (error) body = <ErrorState error={error} onRetry={retry} />;
  else if (lists.length === 0)
    body = (
      <NonIdealState
        icon="shopping-cart"
        title={t('shopping.noListsTitle')}
        description={t('shopping.noListsDescription')}
        action={
          <Button intent="primary" icon="plus" onClick={() => setEditing({ mode: 'create' })}>
            {t('shopping.newList')}
          </Button>
        }
      />
    );
  else
    body = (
      <ul className="larder-item-list" aria-label={t('shopping.lists')}>
        {lists.map((list) => (
          <li key={list.id} className="larder-item-row" data-testid="shopping-list-row">
            <Link className="larder-list-link" to={`/shopping-lists/${list.id}`}>
              {nameOf(list)}
            </Link>
            <span className="larder-item-actions">
              <Button
                variant="minimal"
                icon="edit"
                aria-label={t('shopping.renameList', { name: nameOf(list) })}
                onClick={() => setEditing({ mode: 'rename', list })}
              />
              <Button
                variant="minimal"
                intent="danger"
                icon="trash"
                aria-label={t('shopping.deleteList', { name: nameOf(list) })}
                onClick={() => setDeleting(list)}
              />
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="larder-page larder-shopping">
      <div className="larder-shopping-header">
        <H2 className="larder-page-title">{t('shopping.lists')}</H2>
        {lists.length > 0 && (
          <Button intent="primary" icon="plus" onClick={() => setEditing({ mode: 'create' })}>
            {t('shopping.newList')}
          </Button>
        )}
      </div>
      {body}
      {editing && (
        <OrganizerNameDialog
          title={
            editing.mode === 'create'
              ? t('shopping.newList')
              : t('shopping.renameTitle', { name: nameOf(editing.list) })
          }
          initialName={editing.mode === 'rename' ? editing.list.name : ''}
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            const result =
              editing.mode === 'create'
                ? await createShoppingList(name)
                : await renameShoppingList(editing.list.id, name);
            return !result.error;
          }}
        />
      )}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('shopping.delete')}
        cancelButtonText={t('shopping.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setDeleting(null);
          const { error: deleteError } = await deleteShoppingList(deleting.id);
          if (!deleteError)
            toasts.show('success', t('shopping.listDeleted', { name: nameOf(deleting) }));
        }}
      >
        <p>{t('shopping.deleteConfirm', { name: deleting ? nameOf(deleting) : '' })}</p>
      </Alert>
    </div>
  );
}
