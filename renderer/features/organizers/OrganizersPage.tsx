import { Alert, Button, Callout, H2, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrganizerOut } from '../../../server/contract/organizers';
import {
  createOrganizer,
  deleteOrganizer,
  renameOrganizer,
  useOrganizers,
  type OrganizerKind,
} from '../../api/organizers';
import { useCurrentUser } from '../../api/users';
import { ErrorState } from '../../components/ErrorState';
import { canOrganizeGroup } from '../../components/group-rights';
import { LoadingState } from '../../components/LoadingState';

import { OrganizerNameDialog } from './OrganizerNameDialog';
import { OrganizerRow } from './OrganizerRow';
import './organizers.css';

type Editing = { mode: 'create' } | { mode: 'rename'; organizer: OrganizerOut } | null;

/** `/recipes/categories|tags|tools`: list, create, rename, delete; each opens the filtered search. */
export function OrganizersPage({ kind }: { kind: OrganizerKind }) {
  const { t } = useTranslation();
  const { organizers, error, isLoading, retry } = useOrganizers(kind);
  const { user } = useCurrentUser();
  // Visitors and members without the organize permission only browse (the server refuses edits).
  const canEdit = user !== null && canOrganizeGroup(user);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OrganizerOut | null>(null);
  const visible = organizers.filter((item) =>
    item.name.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  let body;
  if (isLoading) body = <LoadingState />;
  else if (error) body = <ErrorState error={error} onRetry={retry} />;
  else if (organizers.length === 0)
    body = (
      <NonIdealState
        icon="tag"
        title={t(`organizers.emptyTitle_${kind}`)}
        description={t('organizers.emptyDescription')}
      />
    );
  else
    body = (
      <ul className="larder-organizer-list" aria-label={t(`organizers.${kind}`)}>
        {visible.map((organizer) => (
          <OrganizerRow
            key={organizer.id}
            kind={kind}
            organizer={organizer}
            canEdit={canEdit}
            onRename={() => setEditing({ mode: 'rename', organizer })}
            onDelete={() => setDeleting(organizer)}
          />
        ))}
      </ul>
    );

  return (
    <div className="larder-page larder-organizers">
      <div className="larder-organizers-header">
        <H2 className="larder-page-title">{t(`organizers.${kind}`)}</H2>
        {canEdit ? (
          <Button intent="primary" icon="plus" onClick={() => setEditing({ mode: 'create' })}>
            {t(`organizers.newTitle_${kind}`)}
          </Button>
        ) : null}
      </div>
      {user && !canEdit ? (
        <Callout icon="lock" className="larder-form-callout">
          {t('organizers.readOnly')}
        </Callout>
      ) : null}
      {organizers.length > 0 && (
        <InputGroup
          type="search"
          leftIcon="filter"
          aria-label={t('organizers.filter')}
          placeholder={t('organizers.filter')}
          value={filter}
          onValueChange={setFilter}
          className="larder-organizers-filter"
        />
      )}
      {body}
      {editing && (
        <OrganizerNameDialog
          title={
            editing.mode === 'create'
              ? t(`organizers.newTitle_${kind}`)
              : t('organizers.renameTitle', { name: editing.organizer.name })
          }
          initialName={editing.mode === 'rename' ? editing.organizer.name : ''}
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            const result =
              editing.mode === 'create'
                ? await createOrganizer(kind, name)
                : await renameOrganizer(kind, editing.organizer, name);
            return !result.error;
          }}
        />
      )}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('organizers.delete')}
        cancelButtonText={t('organizers.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteOrganizer(kind, deleting.id);
          setDeleting(null);
        }}
      >
        <p>{t('organizers.deleteConfirm', { name: deleting?.name ?? '' })}</p>
      </Alert>
    </div>
  );
}
