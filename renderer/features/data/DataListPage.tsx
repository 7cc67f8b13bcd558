import { Alert, Button, Callout, H2, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { deleteDataItem, type DataKind } from '../../api/group-data';
import { useCurrentUser } from '../../api/users';
import { ErrorState } from '../../components/ErrorState';
import { canOrganizeGroup } from '../../components/group-rights';
import { LoadingState } from '../../components/LoadingState';

import { DataNav } from './DataNav';
import { DataRow } from './DataRow';
import { MergeDialog } from './MergeDialog';
import { SeedDialog } from './SeedDialog';
import './data.css';

interface DataItem {
  id: string;
  name: string;
}

interface DataListPageProps<T extends DataItem> {
  kind: DataKind;
  list: { items: T[]; error: Error | undefined; isLoading: boolean; retry: () => void };
  /** What a row shows under the name (plural, abbreviation, label…). */
  details: (item: T) => ReactNode;
  /** The text the filter searches besides the name. */
  searchText: (item: T) => string;
  /** The create (`null`) or edit dialog; mounted only while open. */
  editor: (item: T | null, onClose: () => void) => ReactNode;
  /** A swatch or icon before the name. */
  lead?: (item: T) => ReactNode;
}

type Editing<T> = { item: T | null } | null;

/**
 * `/group/data/foods|units|labels`: the list with a filter, create, edit, delete (confirmed),
 * merge (foods and units) and starter data. Members without the organize permission only read.
 */
export function DataListPage<T extends DataItem>(props: DataListPageProps<T>) {
  const { kind, list } = props;
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const canEdit = user !== null && canOrganizeGroup(user);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [mergeSource, setMergeSource] = useState<string | null | undefined>(undefined);
  const [isSeeding, setIsSeeding] = useState(false);
  const needle = filter.trim().toLowerCase();
  const visible = list.items.filter((item) =>
    `${item.name} ${props.searchText(item)}`.toLowerCase().includes(needle),
  );
  const mergeKind = kind === 'labels' ? null : kind;

  let body;
  if (list.isLoading) body = <LoadingState />;
  else if (list.error) body = <ErrorState error={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0)
    body = (
      <NonIdealState
        icon="th-list"
        title={t(`data.emptyTitle_${kind}`)}
        description={t(canEdit ? 'data.emptyDescription' : 'data.emptyReadOnly')}
        action={
          canEdit ? (
            <Button icon="add-to-artifact" onClick={() => setIsSeeding(true)}>
              {t('data.seedAction')}
            </Button>
          ) : undefined
        }
      />
    );
  else if (visible.length === 0)
    body = <NonIdealState icon="filter" title={t('data.noMatch', { filter })} />;
  else
    body = (
      <ul className="larder-data-list" aria-label={t(`data.${kind}`)}>
        {visible.map((item) => (
          <DataRow
            key={item.id}
            name={item.name}
            lead={props.lead?.(item)}
            details={props.details(item)}
            canEdit={canEdit}
            onEdit={() => setEditing({ item })}
            onMerge={mergeKind ? () => setMergeSource(item.id) : undefined}
            onDelete={() => setDeleting(item)}
          />
        ))}
      </ul>
    );

  return (
    <div className="larder-page larder-data-page">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('data.title')}</H2>
      </div>
      <DataNav />
      <div className="larder-data-toolbar">
        {list.items.length > 0 && (
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label={t('data.filter')}
            placeholder={t('data.filter')}
            value={filter}
            onValueChange={setFilter}
            className="larder-data-filter"
          />
        )}
        {canEdit ? (
          <span className="larder-data-actions">
            <Button intent="primary" icon="plus" onClick={() => setEditing({ item: null })}>
              {t(`data.newTitle_${kind}`)}
            </Button>
            {mergeKind && list.items.length > 1 ? (
              <Button icon="git-merge" onClick={() => setMergeSource(null)}>
                {t('data.merge')}
              </Button>
            ) : null}
            <Button icon="add-to-artifact" onClick={() => setIsSeeding(true)}>
              {t('data.seedAction')}
            </Button>
          </span>
        ) : null}
      </div>
      {user && !canEdit ? (
        <Callout icon="lock" className="larder-form-callout">
          {t('data.readOnly')}
        </Callout>
      ) : null}
      {body}
      {editing && props.editor(editing.item, () => setEditing(null))}
      {mergeKind && mergeSource !== undefined ? (
        <MergeDialog
          kind={mergeKind}
          items={list.items}
          initialSourceId={mergeSource}
          onClose={() => setMergeSource(undefined)}
        />
      ) : null}
      {isSeeding && <SeedDialog kind={kind} onClose={() => setIsSeeding(false)} />}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('data.delete')}
        cancelButtonText={t('data.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteDataItem(kind, deleting.id);
          setDeleting(null);
        }}
      >
        <p>{t(`data.deleteConfirm_${kind}`, { name: deleting?.name ?? '' })}</p>
      </Alert>
    </div>
  );
}
