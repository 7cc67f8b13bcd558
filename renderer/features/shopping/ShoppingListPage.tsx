import { Button, H2, NonIdealState, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';

import type { ShoppingListOut } from '../../../server/contract/shopping';
import { useShoppingList } from '../../api/shopping-lists';
import { useToasts } from '../../app/toasts/useToasts';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { useClipboard } from '../../components/useClipboard';

import { CheckedItems } from './CheckedItems';
import { ConnectionStatus } from './ConnectionStatus';
import { ItemForm } from './ItemForm';
import { LabelOrderDialog } from './LabelOrderDialog';
import { ListRecipes } from './ListRecipes';
import { groupByLabel, listAsText, renumber, sortItems } from './list-view';
import { newItemId, type ItemPatch, type ShownItem } from './outbox';
import { readViewByLabel, writeViewByLabel } from './shopping-preferences';
import { UncheckedItems } from './UncheckedItems';
import { useListEvents } from './useListEvents';
import { useListOutbox } from './useListOutbox';
import './shopping.css';

const emptyForm = { note: '', quantity: 1, food: null, unit: null };

/** `/shopping-lists/{id}`: one list, kept in sync with other devices while it is open. */
export function ShoppingListPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { list, error, isLoading, refresh } = useShoppingList(id);
  if (list) return <ListContent list={list} refresh={refresh} />;
  if (isLoading) return <LoadingState />;
  if (error && 'status' in error && error.status === 404) {
    return (
      <NonIdealState
        icon="shopping-cart"
        title={t('shopping.notFound')}
        action={<Link to="/shopping-lists">{t('shopping.allLists')}</Link>}
      />
    );
  }
  return (
    <ErrorState error={error ?? new Error(t('error.generic'))} onRetry={() => void refresh()} />
  );
}

interface ListContentProps {
  list: ShoppingListOut;
  refresh: () => Promise<ShoppingListOut | undefined>;
}

function ListContent({ list, refresh }: ListContentProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const copy = useClipboard();
  const outbox = useListOutbox(list.id, list.listItems, refresh);
  const connection = useListEvents(list.id, {
    onChange: () => {
      void refresh();
      void outbox.flush();
    },
    onDeleted: () => {
      toasts.show('info', t('shopping.deletedElsewhere'));
      void navigate('/shopping-lists');
    },
  });
  const [viewByLabel, setViewByLabel] = useState(readViewByLabel);
  const [isOrderingLabels, setIsOrderingLabels] = useState(false);
  const unchecked = sortItems(outbox.items.filter((item) => !item.checked));
  const checked = sortItems(outbox.items.filter((item) => item.checked));
  const sections = viewByLabel
    ? groupByLabel(unchecked, list.labelSettings, t('shopping.noLabel'))
    : null;
  const recipeNames = new Map(list.recipeReferences.map((ref) => [ref.recipeId, ref.recipe.name]));
  const recipeNamesOf = (item: ShownItem) =>
    item.recipeReferences.flatMap((ref) => recipeNames.get(ref.recipeId) ?? []);

  const update = (item: ShownItem, patch: ItemPatch) =>
    outbox.enqueue({ kind: 'update', editId: newItemId(), patches: [{ id: item.id, patch }] });
  const remove = (ids: string[]) => outbox.enqueue({ kind: 'delete', editId: newItemId(), ids });
  const add = (patch: ItemPatch) => {
    const position = Math.max(-1, ...outbox.items.map((item) => item.position)) + 1;
    outbox.enqueue({
      kind: 'create',
      editId: newItemId(),
      item: { ...patch, id: newItemId(), shoppingListId: list.id, position },
    });
  };
  const reorder = (ordered: ShownItem[]) => {
    const patches = renumber(ordered);
    if (patches.length > 0) outbox.enqueue({ kind: 'update', editId: newItemId(), patches });
  };
  const copyList = async () => {
    const text = listAsText('plain', unchecked, sections);
    await copy(text, t('shopping.copiedItems', { count: unchecked.length }));
  };

  return (
    <div className="larder-page larder-shopping">
      <Link className="larder-back-link" to="/shopping-lists">
        {t('shopping.allLists')}
      </Link>
      <div className="larder-shopping-header">
        <H2 className="larder-page-title">{list.name}</H2>
        <ConnectionStatus
          connection={connection}
          isOffline={outbox.isOffline}
          pendingCount={outbox.pendingCount}
        />
      </div>
      <div className="larder-shopping-toolbar">
        <Switch
          size="large"
          checked={viewByLabel}
          label={t('shopping.viewByLabel')}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setViewByLabel(next);
            writeViewByLabel(next);
          }}
        />
        {viewByLabel && (
          <Button icon="sort" onClick={() => setIsOrderingLabels(true)}>
            {t('shopping.labelOrder')}
          </Button>
        )}
        <Button icon="clipboard" disabled={unchecked.length === 0} onClick={() => void copyList()}>
          {t('shopping.copy')}
        </Button>
      </div>
      <ItemForm
        initial={emptyForm}
        showsAmount={false}
        submitLabel={t('shopping.add')}
        resets
        onSubmit={add}
      />
      {outbox.items.length === 0 ? (
        <NonIdealState
          icon="shopping-cart"
          title={t('shopping.emptyTitle')}
          description={t('shopping.emptyDescription')}
        />
      ) : unchecked.length === 0 ? (
        <p className="larder-all-done">{t('shopping.allChecked')}</p>
      ) : (
        <UncheckedItems
          items={unchecked}
          sections={sections}
          recipeNamesOf={recipeNamesOf}
          onChange={update}
          onDelete={(item) => remove([item.id])}
          onReorder={reorder}
        />
      )}
      <CheckedItems
        items={checked}
        recipeNamesOf={recipeNamesOf}
        onChange={update}
        onDelete={(item) => remove([item.id])}
        onClear={() => remove(checked.map((item) => item.id))}
      />
      <ListRecipes listId={list.id} refs={list.recipeReferences} />
      {isOrderingLabels && (
        <LabelOrderDialog
          listId={list.id}
          settings={list.labelSettings}
          onClose={() => setIsOrderingLabels(false)}
        />
      )}
    </div>
  );
}
