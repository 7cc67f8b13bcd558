import { Alert, Button, H2, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GroupInDB } from '../../../../server/contract/groups';
import { deleteAdminGroup, useAdminGroups } from '../../../api/admin-people';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';

import { GroupDialog } from './GroupDialog';

type Editing = { group: GroupInDB | null } | null;

/** `/admin/manage/groups`: households of the installation; only empty ones can be deleted. */
export function GroupsPage() {
  const { t } = useTranslation();
  const { groups, error, isLoading, retry } = useAdminGroups();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GroupInDB | null>(null);

  let body;
  if (isLoading) body = <LoadingState />;
  else if (error) body = <ErrorState error={error} onRetry={retry} />;
  else if (groups.length === 0) body = <NonIdealState icon="people" title={t('manage.noGroups')} />;
  else
    body = (
      <ul className="larder-row-list" aria-label={t('manage.groups')}>
        {groups.map((group) => (
          <li key={group.id} className="larder-row" data-testid="group-row">
            <span className="larder-row-main">
              <strong>{group.name}</strong>
              <small>{t('manage.memberCount', { count: group.users.length })}</small>
              <span className="larder-tags">
                <Tag minimal icon={group.preferences?.privateGroup === false ? 'globe' : 'lock'}>
                  {group.preferences?.privateGroup === false
                    ? t('manage.publicGroup')
                    : t('manage.privateGroup')}
                </Tag>
              </span>
            </span>
            <span
              className="larder-row-actions"
              role="group"
              aria-label={t('manage.actionsFor', { name: group.name })}
            >
              <Button variant="minimal" icon="edit" onClick={() => setEditing({ group })}>
                {t('manage.edit')}
              </Button>
              <Button
                variant="minimal"
                intent="danger"
                icon="trash"
                disabled={group.users.length > 0}
                title={group.users.length > 0 ? t('manage.groupHasMembers') : undefined}
                onClick={() => setDeleting(group)}
              >
                {t('manage.delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="larder-page larder-admin-page">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('manage.groups')}</H2>
        <Button intent="primary" icon="add" onClick={() => setEditing({ group: null })}>
          {t('manage.createGroup')}
        </Button>
      </div>
      {body}
      {editing ? <GroupDialog group={editing.group} onClose={() => setEditing(null)} /> : null}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('manage.delete')}
        cancelButtonText={t('manage.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteAdminGroup(deleting.id);
          setDeleting(null);
        }}
      >
        <p>{t('manage.deleteGroupQuestion', { name: deleting?.name ?? '' })}</p>
      </Alert>
    </div>
  );
}
